import { type S3Options, startS3 } from '../s3';
import { serveInThread } from './service-thread';

await serveInThread(async (options: S3Options, emit) => {
  const s3 = await startS3(options);
  s3.onEvent((notification) => emit('notification', notification));
  return { ready: { endpoint: s3.endpoint }, stop: s3.stop };
});
