import { AdminGetUserCommand, UserNotFoundException } from '@aws-sdk/client-cognito-identity-provider';
import type { Profile } from '#domain/schemas/account';
import { cognito } from '../lib/client-cognito';
import { config } from '../lib/config';
import { NotFoundError } from '../lib/errors';
import type { Caller } from '../lib/http';

export type { Profile };

export function profileFromAttributes(
  id: string,
  attributes: readonly { Name?: string; Value?: string }[],
  createdAt: Date | undefined,
): Profile {
  const value = (name: string) => attributes.find((a) => a.Name === name)?.Value || null;
  return {
    id,
    email: value('email') ?? '',
    firstName: value('given_name'),
    lastName: value('family_name'),
    phone: value('phone_number'),
    country: value('custom:country'),
    createdAt: createdAt ? createdAt.toISOString() : null,
  };
}

/** The signed-in user's profile, read from the user pool by the verified token's user name. */
export async function getProfile(caller: Caller): Promise<Profile> {
  try {
    const user = await cognito().send(
      new AdminGetUserCommand({ UserPoolId: config().userPoolId, Username: caller.username }),
    );
    return profileFromAttributes(caller.sub, user.UserAttributes ?? [], user.UserCreateDate);
  } catch (error) {
    if (error instanceof UserNotFoundException) throw new NotFoundError('No user found in session');
    throw error;
  }
}
