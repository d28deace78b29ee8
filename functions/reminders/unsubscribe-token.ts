import { createHmac, timingSafeEqual } from 'node:crypto';
import { UNSUBSCRIBE_QUERY } from '#domain/schemas/reminders';

/**
 * The signature in a reminder's unsubscribe link: an HMAC of the user's id with the stack's
 * secret, so the link works without a log-in and cannot be made for another user. Pure.
 */
const PURPOSE = 'renewal-reminders:unsubscribe';

export function unsubscribeToken(secret: string, sub: string): string {
  return createHmac('sha256', secret).update(`${PURPOSE}:${sub}`).digest('base64url');
}

export function isUnsubscribeToken(secret: string, sub: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, sub));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The page a reminder links to, with the user and their signature in its query. */
export function unsubscribeUrl(appUrl: string, pagePath: string, secret: string, sub: string): string {
  const query = new URLSearchParams({
    [UNSUBSCRIBE_QUERY.user]: sub,
    [UNSUBSCRIBE_QUERY.token]: unsubscribeToken(secret, sub),
  });
  return `${appUrl}${pagePath}?${query.toString()}`;
}
