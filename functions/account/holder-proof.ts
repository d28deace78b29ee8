import {
  AdminGetUserCommand,
  AdminInitiateAuthCommand,
  AdminRespondToAuthChallengeCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { ACCOUNT_DELETION_MESSAGES, type AccountDeletion } from '#domain/schemas/account';
import { cognito } from '../lib/client-cognito';
import { config } from '../lib/config';
import { ThrottledError, ValidationError } from '../lib/errors';
import { profileFromAttributes } from './profile';

/**
 * Proof that the person asking to delete an account holds it, and is not only using one of its
 * sessions (a device left signed in, a stolen token): its password and, when two-step verification
 * is on, the code from its authenticator app, checked by the user pool as a sign-in is
 * (AdminInitiateAuth, then the TOTP challenge), so the pool's lockout after wrong passwords counts
 * these tries too. The tokens that sign-in gives are not kept: deleting signs every session out.
 */

/** The account's holder as the user pool has them, for the proof and the mail after. */
export interface AccountHolder {
  readonly email: string;
  readonly firstName: string | null;
  /** Signs in with Google or Facebook: there is no PolicyLens password to give. */
  readonly external: boolean;
}

/** The holder of the user pool's user, or null when the pool no longer has them (a deletion finishing). */
export async function accountHolder(username: string): Promise<AccountHolder | null> {
  try {
    const user = await cognito().send(
      new AdminGetUserCommand({ UserPoolId: config().userPoolId, Username: username }),
    );
    const profile = profileFromAttributes(username, user.UserAttributes ?? [], user.UserCreateDate);
    return {
      email: profile.email,
      firstName: profile.firstName,
      external: user.UserStatus === 'EXTERNAL_PROVIDER',
    };
  } catch (error) {
    if (error instanceof UserNotFoundException) return null;
    throw error;
  }
}

/** What the user pool's refusal means for the person, in the messages the form shows. */
function refusal(error: unknown): unknown {
  const { name, message } = error instanceof Error ? error : { name: '', message: '' };
  if (name === 'CodeMismatchException' || name === 'ExpiredCodeException')
    return new ValidationError(ACCOUNT_DELETION_MESSAGES.wrongCode);
  // Cognito's lockout after repeated wrong passwords is a NotAuthorizedException of its own words.
  if (name === 'NotAuthorizedException' && /attempts exceeded/i.test(message))
    return new ThrottledError(ACCOUNT_DELETION_MESSAGES.tooMany);
  if (name === 'NotAuthorizedException') return new ValidationError(ACCOUNT_DELETION_MESSAGES.wrongPassword);
  if (name === 'TooManyRequestsException' || name === 'LimitExceededException')
    return new ThrottledError(ACCOUNT_DELETION_MESSAGES.tooMany);
  return error;
}

async function asked<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw refusal(error);
  }
}

/** Throws a ValidationError (or ThrottledError) unless the proof is the holder's; resolves when it is. */
export async function proveHolder(
  username: string,
  holder: AccountHolder,
  proof: AccountDeletion,
): Promise<void> {
  if (holder.external) return;
  if (!proof.password) throw new ValidationError(ACCOUNT_DELETION_MESSAGES.passwordRequired);
  const pool = { UserPoolId: config().userPoolId, ClientId: config().userPoolClientId };
  const signIn = await asked(
    cognito().send(
      new AdminInitiateAuthCommand({
        ...pool,
        AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: username, PASSWORD: proof.password },
      }),
    ),
  );
  if (signIn.AuthenticationResult) return;
  if (signIn.ChallengeName !== 'SOFTWARE_TOKEN_MFA') throw new Error(`unexpected ${signIn.ChallengeName}`);
  if (!proof.code) throw new ValidationError(ACCOUNT_DELETION_MESSAGES.codeRequired);
  await asked(
    cognito().send(
      new AdminRespondToAuthChallengeCommand({
        ...pool,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: signIn.Session,
        ChallengeResponses: { USERNAME: username, SOFTWARE_TOKEN_MFA_CODE: proof.code },
      }),
    ),
  );
}
