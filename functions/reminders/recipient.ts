import { AdminGetUserCommand, UserNotFoundException } from '@aws-sdk/client-cognito-identity-provider';
import { profileFromAttributes } from '#functions/account/profile';
import { cognito } from '#functions/lib/client-cognito';
import { config } from '#functions/lib/config';

/** Who a reminder goes to: their address, how to greet them, and their country (for the time zone). */
export interface Recipient {
  readonly email: string;
  readonly firstName: string | null;
  readonly country: string | null;
}

/**
 * The user's details from the user pool, by their id (the pool takes a user's `sub` where it
 * takes a user name); undefined once the user is gone.
 */
export async function recipientOf(sub: string): Promise<Recipient | undefined> {
  try {
    const user = await cognito().send(
      new AdminGetUserCommand({ UserPoolId: config().userPoolId, Username: sub }),
    );
    const profile = profileFromAttributes(sub, user.UserAttributes ?? [], user.UserCreateDate);
    return { email: profile.email, firstName: profile.firstName, country: profile.country };
  } catch (error) {
    if (error instanceof UserNotFoundException) return undefined;
    throw error;
  }
}
