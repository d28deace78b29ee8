import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import * as sesLocalModule from 'aws-ses-v2-local';
import { type MailboxMail, serveMailboxPage } from './mailbox-page';
import { HOST } from './ports';
import { startServiceThread } from './threads/service-thread';

export interface Mailbox {
  /** SES v2 API endpoint and the mailbox's page (GET /: every mail, newest first, bodies shown). */
  readonly endpoint: string;
  stop(): Promise<void>;
}

/** The outgoing mailbox: every mail the product sends through SES lands here, readable at its URL. */
export async function startMailbox(opts: { port: number }): Promise<Mailbox> {
  // The emulator answers GetAccount from this variable: an account out of the sandbox, sending on.
  process.env.AWS_SES_ACCOUNT ??= JSON.stringify({
    DedicatedIpAutoWarmupEnabled: false,
    Details: {
      AdditionalContactEmailAddresses: [],
      ContactLanguage: 'EN',
      MailType: 'TRANSACTIONAL',
      ReviewDetails: { CaseId: 'local', Status: 'GRANTED' },
      UseCaseDescription: 'PolicyLens local mailbox',
      WebsiteURL: 'http://127.0.0.1',
    },
    EnforcementStatus: 'HEALTHY',
    ProductionAccessEnabled: true,
    SendingEnabled: true,
    SendQuota: { Max24HourSend: 50000, MaxSendRate: 14, SentLast24Hours: 0 },
    SuppressionAttributes: { SuppressedReasons: [] },
  });
  // The package is CommonJS with an ES-style default export.
  const start =
    (sesLocalModule as unknown as { default: { default?: typeof sesLocalModule.default } }).default.default ??
    sesLocalModule.default;
  const server: Server = await start({ host: HOST, port: opts.port });
  showOwnPage(server);
  return {
    endpoint: `http://${HOST}:${opts.port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * The emulator's own page shows a mail's body only once "Toggle HTML view" is pressed; ours shows
 * every body at once. It answers GET /, and every other request (the SES API, /store, the raw
 * messages) goes on to the emulator.
 */
function showOwnPage(server: Server): void {
  // The emulator's store module, the same instance its server keeps the mails in.
  const store = createRequire(import.meta.url)('aws-ses-v2-local/dist/store') as {
    getStoreReadonly(): { emails: readonly MailboxMail[] };
  };
  const emulator = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (serveMailboxPage(request, response, () => store.getStoreReadonly().emails)) return;
    for (const listener of emulator) listener.call(server, request, response);
  });
}

/** The mailbox on a thread of its own. */
export async function startMailboxThread(opts: { port: number }): Promise<Mailbox> {
  const thread = await startServiceThread<{ endpoint: string }>(
    new URL('./threads/mailbox-thread.ts', import.meta.url),
    opts,
  );
  return { endpoint: thread.ready.endpoint, stop: thread.stop };
}
