import { contactSchema } from '#domain/schemas/public';
import { publicHttp } from '#functions/lib/http';
import { limitByIp, submitContact } from '#functions/public/messages';

export const handler = publicHttp({ body: contactSchema }, async ({ body, event }) => {
  await limitByIp(event, 'contact');
  // A filled honeypot is a bot: it is told all went well, and nothing is kept.
  if (!body.website) await submitContact(body);
  return { sent: true };
});
