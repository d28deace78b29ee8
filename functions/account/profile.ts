import {
  AdminGetUserCommand,
  AdminUpdateUserAttributesCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Profile, ProfileUpdate } from '#domain/schemas/account';
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

/**
 * The country on a user's profile, by their id (the pool takes a user's `sub` where it takes a user
 * name), for work that runs without a request; null when none is set or the user is gone.
 */
export async function profileCountry(sub: string): Promise<string | null> {
  try {
    const user = await cognito().send(
      new AdminGetUserCommand({ UserPoolId: config().userPoolId, Username: sub }),
    );
    return profileFromAttributes(sub, user.UserAttributes ?? [], user.UserCreateDate).country;
  } catch (error) {
    if (error instanceof UserNotFoundException) return null;
    throw error;
  }
}

/** Saves the profile form (already checked by the shared schema) to the user pool. */
export async function updateProfile(caller: Caller, update: ProfileUpdate): Promise<Profile> {
  const attributes = [
    { Name: 'given_name', Value: update.firstName },
    { Name: 'family_name', Value: update.lastName },
    { Name: 'custom:country', Value: update.country },
  ];
  if (update.phone !== undefined) attributes.push({ Name: 'phone_number', Value: update.phone });
  await cognito().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: config().userPoolId,
      Username: caller.username,
      UserAttributes: attributes,
    }),
  );
  return getProfile(caller);
}
