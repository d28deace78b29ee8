import { appendFileSync } from 'node:fs';

/**
 * Structured JSON logs. Callers pass ids and counts, never document text or personal data.
 */
type Fields = Record<string, unknown>;

let base: Fields = {};
const quiet = () => process.env.LOG_LEVEL === 'silent';

function write(level: 'info' | 'warn' | 'error', message: string, fields?: Fields): void {
  const file = process.env.LOG_FILE;
  if (quiet() && !file) return;
  const line = JSON.stringify({ level, message, time: new Date().toISOString(), ...base, ...fields });
  // Locally the lines may go to a file instead (the tests read what the handlers logged).
  if (file) appendFileSync(file, `${line}\n`);
  else if (level === 'error') console.error(line);
  else console.log(line);
}

export const logger = {
  info: (message: string, fields?: Fields) => write('info', message, fields),
  warn: (message: string, fields?: Fields) => write('warn', message, fields),
  error: (message: string, fields?: Fields) => write('error', message, fields),
  /** Fields added to every line until the next call (the request's context). */
  setContext: (fields: Fields) => {
    base = fields;
  },
};
