import { newsletterSchema } from '#domain/schemas/public';
import { publicHttp } from '#functions/lib/http';
import { limitByIp, signUpForNewsletter } from '#functions/public/messages';

export const handler = publicHttp({ body: newsletterSchema }, async ({ body, event }) => {
  await limitByIp(event, 'newsletter');
  if (!body.website) await signUpForNewsletter(body.email);
  return { subscribed: true };
});
