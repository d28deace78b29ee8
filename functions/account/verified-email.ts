import {
  AdminGetUserCommand,
  type AttributeType,
  ListUsersCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { findUsersByEmail, saveUserRecord, type UserRecord } from '../data/user-record';
import { cognito } from '../lib/client-cognito';
import { config } from '../lib/config';

/**
 * Whose account an e-mail address is: the user pool's word, never the table's alone. Only an
 * address the user has verified counts (a changed address stays pending, the old one in force,
 * until the code sent to it is entered), and only when exactly one enabled account has it.
 */
interface PoolUser {
  readonly sub: string;
  /** Lower-cased. */
  readonly email: string;
  readonly verified: boolean;
  readonly firstName: string | null;
}

function poolUserOf(attributes: readonly AttributeType[] | undefined): PoolUser | undefined {
  const value = (name: string) => attributes?.find((a) => a.Name === name)?.Value;
  const sub = value('sub');
  const email = value('email');
  if (!sub || !email) return undefined;
  return {
    sub,
    email: email.trim().toLowerCase(),
    verified: value('email_verified') === 'true',
    firstName: value('given_name') || null,
  };
}

/** The pool takes a user's `sub` where it takes a user name. */
async function poolUserBySub(sub: string): Promise<PoolUser | undefined> {
  try {
    const user = await cognito().send(
      new AdminGetUserCommand({ UserPoolId: config().userPoolId, Username: sub }),
    );
    return user.Enabled === false ? undefined : poolUserOf(user.UserAttributes);
  } catch (error) {
    if (error instanceof UserNotFoundException) return undefined;
    throw error;
  }
}

/** Users whose current address is this one, as the pool finds it (an address changed since sign-up). */
async function poolUsersByEmail(address: string): Promise<PoolUser[]> {
  const quoted = address.replace(/["\\]/g, '\\$&');
  const out = await cognito().send(
    new ListUsersCommand({ UserPoolId: config().userPoolId, Filter: `email = "${quoted}"` }),
  );
  return (out.Users ?? []).flatMap((user) => {
    const found = user.Enabled === false ? undefined : poolUserOf(user.Attributes);
    return found ? [found] : [];
  });
}

/**
 * The one account whose verified address this is (compared without case), or undefined. Its
 * record is moved to this address when it still holds the one the account was confirmed with.
 */
export async function accountWithVerifiedEmail(email: string): Promise<UserRecord | undefined> {
  const address = email.trim().toLowerCase();
  const records = await findUsersByEmail(address);
  const [listed, recorded] = await Promise.all([
    poolUsersByEmail(address),
    Promise.all(records.map((r) => poolUserBySub(r.sub))),
  ]);
  const owners = new Map<string, PoolUser>();
  for (const user of [...listed, ...recorded])
    if (user?.verified && user.email === address) owners.set(user.sub, user);
  const [owner, ...others] = owners.values();
  if (!owner || others.length > 0) return undefined;
  const record = records.find((r) => r.sub === owner.sub);
  if (record) return record;
  await saveUserRecord({ sub: owner.sub, email: address, firstName: owner.firstName });
  return { sub: owner.sub, email: address, firstName: owner.firstName, createdAt: new Date().toISOString() };
}
