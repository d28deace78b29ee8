import { makeIdempotent } from '@aws-lambda-powertools/idempotency';
import type { Context } from 'aws-lambda';
import { idempotencyStore, idempotentBy } from '#functions/lib/idempotency';
import { observed } from '#functions/lib/observability';
import { receiveMail } from '#functions/policies/inbound-mail';
import {
  type SesEvent,
  type SesMail,
  type SesReceipt,
  sesEventSchema,
} from '#functions/policies/mail-verdicts';

/**
 * Mail to the upload address, from SES's receipt rule (after its S3 action stored the raw mail
 * under inbound/<message id>), or from the local SMTP inbox with the same event. One message id
 * makes at most one policy, however often the event is delivered.
 */
const config = idempotentBy('messageId', 7);
let receiveOnce: ((mail: SesMail, receipt: SesReceipt) => Promise<unknown>) | undefined;

function once() {
  receiveOnce ??= makeIdempotent(receiveMail, { persistenceStore: idempotencyStore('mail'), config });
  return receiveOnce;
}

export const handler = observed(async (event: SesEvent, context: Context): Promise<void> => {
  const { Records } = sesEventSchema.parse(event);
  if (context) config.registerLambdaContext(context);
  for (const record of Records) await once()(record.ses.mail, record.ses.receipt);
});
