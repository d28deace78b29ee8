import http, {
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import { admitCognitoCall, sendCognitoError } from './cognito-gate';
import { CognitoTargetError } from './cognito-targets';
import { HOST } from './ports';
import type { SigningScope } from './sigv4';

/**
 * The Cognito emulator's own port (COGNITO_PORT). As Cognito's, it serves each pool's key set and
 * discovery document to anyone (tokens name this address as their issuer); every other request
 * must be signed with the stack's key pair. The app's relay is its one caller for the web app's
 * calls: it checks them, then passes them on signed.
 */
export interface EmulatorPortOptions {
  readonly port: number;
  readonly scope: SigningScope;
  /** The emulator's own HTTP app, which answers the public documents. */
  readonly documents: RequestListener;
  /** Runs a call in the emulator, failing with the error type it answers. */
  readonly emulator: (action: string, body: Record<string, unknown>) => Promise<Record<string, unknown>>;
}

const PUBLIC_DOCUMENT = /^\/[^/]+\/\.well-known\/(jwks\.json|openid-configuration)$/;
const NO_OPEN_CALLS: ReadonlySet<string> = new Set();
const MAX_BODY_BYTES = 1024 * 1024;

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('request body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The emulator's answer to a call, as its own server writes it. */
async function answer(
  options: EmulatorPortOptions,
  action: string,
  body: Buffer,
  res: ServerResponse,
): Promise<void> {
  let input: Record<string, unknown>;
  try {
    input = JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>;
  } catch {
    return sendCognitoError(res, 400, { type: 'SerializationException', message: 'Invalid JSON body.' });
  }
  try {
    const output = await options.emulator(action, input);
    res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
    res.end(JSON.stringify(output));
  } catch (error) {
    if (!(error instanceof CognitoTargetError)) throw error;
    const status = error.errorType === 'CognitoLocal#Unsupported' ? 500 : 400;
    sendCognitoError(res, status, { type: error.errorType, message: error.message });
  }
}

async function handle(options: EmulatorPortOptions, req: IncomingMessage, res: ServerResponse) {
  const method = req.method ?? 'GET';
  const pathname = new URL(req.url ?? '/', `http://${HOST}`).pathname;
  if ((method === 'GET' || method === 'OPTIONS') && PUBLIC_DOCUMENT.test(pathname))
    return options.documents(req, res);
  const body = await readBody(req);
  const request = { method, url: req.url ?? '/', headers: req.headers, body };
  const admitted = await admitCognitoCall(request, options.scope, NO_OPEN_CALLS);
  if ('refusal' in admitted) return sendCognitoError(res, 400, admitted.refusal);
  if (method !== 'POST' || pathname !== '/') {
    res.writeHead(404, { 'content-type': 'application/json' });
    return res.end(JSON.stringify({ message: 'Not Found' }));
  }
  return answer(options, admitted.action, body, res);
}

export async function serveEmulatorPort(options: EmulatorPortOptions): Promise<Server> {
  const server = http.createServer((req, res) => {
    handle(options, req, res).catch((error: unknown) => {
      if (res.headersSent) return void res.destroy();
      sendCognitoError(res, 500, { type: 'InternalErrorException', message: (error as Error).message });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, HOST, () => resolve());
  });
  return server;
}
