import { experimentEventSchema } from '#domain/schemas/public';
import { publicHttp, Reply } from '#functions/lib/http';
import { limitByIp, recordExposure } from '#functions/public/messages';

export const handler = publicHttp({ body: experimentEventSchema }, async ({ body, event }) => {
  await limitByIp(event, 'events');
  await recordExposure(body);
  return new Reply(202, { recorded: true });
});
