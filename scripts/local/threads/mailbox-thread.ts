import { startMailbox } from '../mailbox';
import { serveInThread } from './service-thread';

await serveInThread(async (options: { port: number }) => {
  const mailbox = await startMailbox(options);
  return { ready: { endpoint: mailbox.endpoint }, stop: mailbox.stop };
});
