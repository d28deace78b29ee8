import { unsubscribeRequestSchema } from '#domain/schemas/reminders';
import { publicHttp } from '#functions/lib/http';
import { unsubscribeByLink } from '#functions/reminders/reminder-preference';

/** The page a reminder's link opens posts here: the signature stands for the log-in. */
export const handler = publicHttp({ body: unsubscribeRequestSchema }, ({ body }) => unsubscribeByLink(body));
