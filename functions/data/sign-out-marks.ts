import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { dynamo } from '../lib/client-dynamodb';
import { config } from '../lib/config';
import { keys } from './keys';

/**
 * Signing a user out everywhere revokes their refresh tokens, but API Gateway's JWT authorizer
 * takes an access token already handed out until it expires. This mark says from when tokens count
 * again: every signed-in request reads it beside the closed-account mark, and a token issued
 * before it answers 401 at once. It outlives the longest access token (an hour at most).
 */
const MARK_LIFETIME_SECONDS = 2 * 24 * 3600;

export interface SignOutMark {
  readonly sub: string;
  /** Tokens whose `iat` (epoch seconds) is before this are refused. */
  readonly signedOutBefore: number;
  /** When the mark is dropped (TTL, epoch seconds). */
  readonly expiresAt: number;
}

const itemSchema = z.object({
  PK: z.string().startsWith(keys.signedOut('').PK),
  SK: z.literal(keys.signedOut('').SK),
  signedOutBefore: z.number().int(),
  expiresAt: z.number().int(),
});

export function signOutMarkToItem(mark: SignOutMark): Record<string, unknown> {
  const { sub, ...fields } = mark;
  return { ...keys.signedOut(sub), ...fields };
}

export function signOutMarkFromItem(item: Record<string, unknown>): SignOutMark {
  const { PK, SK: _sk, ...fields } = itemSchema.parse(item);
  return { sub: PK.slice(keys.signedOut('').PK.length), ...fields };
}

/**
 * The mark for a sign-out at `now` (ms). Tokens carry their issue time in whole seconds, so every
 * token issued up to `now` is before the next second: that second is the mark, and a token issued
 * from it on (a sign-in once it has come) is taken. Pure.
 */
export function signOutMarkAt(sub: string, now: number): SignOutMark {
  const signedOutBefore = Math.floor(now / 1000) + 1;
  return { sub, signedOutBefore, expiresAt: signedOutBefore + MARK_LIFETIME_SECONDS };
}

/** Whether a token issued at `issuedAt` (epoch seconds) was signed out by the mark. Pure. */
export function issuedBeforeSignOut(issuedAt: number, signedOutBefore: number | undefined): boolean {
  if (signedOutBefore === undefined) return false;
  // Written so that an unreadable issue time (NaN) counts as before.
  return !(issuedAt >= signedOutBefore);
}

/** Records that every session of the user up to now is signed out; returns the mark. */
export async function markSignedOut(sub: string, now = Date.now()): Promise<SignOutMark> {
  const mark = signOutMarkAt(sub, now);
  await dynamo().send(new PutCommand({ TableName: config().tableName, Item: signOutMarkToItem(mark) }));
  return mark;
}

const stateSchema = itemSchema.pick({ signedOutBefore: true });

/** One key lookup: true when a token of the user issued at `issuedAt` has been signed out. */
export async function isSignedOut(sub: string, issuedAt: number): Promise<boolean> {
  const out = await dynamo().send(
    new GetCommand({
      TableName: config().tableName,
      Key: keys.signedOut(sub),
      ProjectionExpression: 'signedOutBefore',
    }),
  );
  if (out.Item === undefined) return false;
  return issuedBeforeSignOut(issuedAt, stateSchema.parse(out.Item).signedOutBefore);
}
