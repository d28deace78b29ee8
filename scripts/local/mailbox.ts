import type { Server } from 'node:http';
import * as sesLocalModule from 'aws-ses-v2-local';
import { HOST } from './ports';
import { startServiceThread } from './threads/service-thread';

export interface Mailbox {
  /** SES v2 API endpoint and the mailbox's web view. */
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
  return {
    endpoint: `http://${HOST}:${opts.port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

/** The mailbox on a thread of its own. */
export async function startMailboxThread(opts: { port: number }): Promise<Mailbox> {
  const thread = await startServiceThread<{ endpoint: string }>(
    new URL('./threads/mailbox-thread.ts', import.meta.url),
    opts,
  );
  return { endpoint: thread.ready.endpoint, stop: thread.stop };
}
