import { appendFileSync } from 'node:fs';
import type { LogItem } from '@aws-lambda-powertools/logger';
import { Logger } from '@aws-lambda-powertools/logger';

/**
 * Structured logs from Powertools' Logger: one JSON line per entry with the service, the Lambda
 * context and the request's ids (added by its middy middleware, see http.ts). Callers pass ids,
 * counts and outcomes; whatever else reaches a line is redacted by name and by shape below, so no
 * document text, e-mail address or token is ever written. Locally (Powertools' dev mode, which the
 * local stack turns on) each entry is one readable line; `LOG_FILE` sends the JSON lines to a file
 * instead (the tests read what the handlers logged); `LOG_LEVEL=silent` keeps the console quiet.
 */
type Fields = Record<string, unknown>;

/** Fields whose values are never written, whatever they hold. */
const REDACTED_FIELDS =
  /^(e-?mail|emails?|to|from|replyTo|phone(_number)?|password|token|accessToken|idToken|refreshToken|authorization|cookie|body|text|pages|quote|description|message_?body|claim|answers|name|given_name|family_name)$/i;
const EMAIL = /[^\s@"'<>]+@[^\s@"'<>]+\.[a-z]{2,}/gi;
const JWT = /eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/g;
/** Keys Powertools itself writes, kept as they are. */
const OWN_KEYS = new Set(['level', 'message', 'timestamp', 'service', 'sampling_rate', 'xray_trace_id']);

function redactText(text: string): string {
  return text.replace(JWT, '[token]').replace(EMAIL, '[email]');
}

/** A copy of a log entry with personal and document data taken out. Pure. */
export function redact(value: unknown, key = '', depth = 0): unknown {
  if (key && !OWN_KEYS.has(key) && REDACTED_FIELDS.test(key)) return '[redacted]';
  if (typeof value === 'string') return redactText(value);
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redact(v, '', depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redact(v, k, depth + 1)]));
}

/** One readable line for the local console: `INFO  request answered status=200 route=GET /api/me`. */
export function readableLine(entry: Fields): string {
  const { level, message, timestamp: _t, service: _s, sampling_rate: _r, ...rest } = entry;
  const fields = Object.entries(rest)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`);
  return [String(level).padEnd(5), String(message), ...fields].join(' ');
}

class AppLogger extends Logger {
  protected override printLog(logLevel: number, log: LogItem): void {
    const file = process.env.LOG_FILE;
    if (!file && process.env.LOG_LEVEL === 'silent') return;
    const entry = redact(log.getAttributes()) as Fields;
    if (file) {
      appendFileSync(file, `${JSON.stringify(entry)}\n`);
      return;
    }
    const line = process.env.POWERTOOLS_DEV ? readableLine(entry) : JSON.stringify(entry);
    // Levels above WARN (16) go to stderr.
    if (logLevel > 16) console.error(line);
    else console.log(line);
  }
}

/** The one logger of every function. The level is fixed here; silence is decided per line. */
export const powertoolsLogger = new AppLogger({ serviceName: 'policylens', logLevel: 'INFO' });

export const logger = {
  info: (message: string, fields?: Fields) => powertoolsLogger.info(message, fields ?? {}),
  warn: (message: string, fields?: Fields) => powertoolsLogger.warn(message, fields ?? {}),
  error: (message: string, fields?: Fields) => powertoolsLogger.error(message, fields ?? {}),
  /** Keys added to every line of the current invocation (the request's or the job's ids). */
  setContext: (fields: Fields) => {
    powertoolsLogger.resetKeys();
    powertoolsLogger.appendKeys(fields);
  },
};
