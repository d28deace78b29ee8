import { startLocalWorkers, type WorkerOptions } from '../workers';
import { serveInThread } from './service-thread';

await serveInThread(async (options: WorkerOptions) => {
  const lambda = await startLocalWorkers(options);
  return { ready: { endpoint: lambda.endpoint }, stop: lambda.stop };
});
