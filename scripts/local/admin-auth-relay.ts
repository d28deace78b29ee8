import { CognitoTargetError, type ExtraTarget } from './cognito-targets';

/**
 * A password checked with AWS credentials, as Cognito answers it: AdminInitiateAuth with
 * ADMIN_USER_PASSWORD_AUTH is the user's own password sign-in (the relay's InitiateAuth, with its
 * answer to a wrong password, its lockout and the TOTP challenge of a user who has two-step
 * verification on), and AdminRespondToAuthChallenge answers that challenge. The emulator's own
 * admin sign-in checks neither the second step nor the lockout. The gate lets these calls through
 * only when signed with the stack's key pair, as Cognito does with AWS credentials.
 */

/** The emulator's answer to a wrong password; Cognito answers it as it answers an unknown user. */
const wrongPassword = (error: unknown) =>
  error instanceof CognitoTargetError && error.errorType === 'InvalidPasswordException'
    ? new CognitoTargetError('NotAuthorizedException', 'Incorrect username or password.')
    : error;

/** The admin sign-in calls, answered by the relay's own InitiateAuth and RespondToAuthChallenge. */
export function adminAuthTargets(own: Readonly<Record<string, ExtraTarget>>): Record<string, ExtraTarget> {
  const { InitiateAuth: signIn, RespondToAuthChallenge: answer } = own;
  if (!signIn || !answer) throw new Error('no password sign-in for the admin sign-in to stand behind');
  return {
    AdminInitiateAuth: async ({ UserPoolId: _pool, ...body }) => {
      if (body.AuthFlow !== 'ADMIN_USER_PASSWORD_AUTH')
        throw new CognitoTargetError(
          'InvalidParameterException',
          'The local user pool answers AdminInitiateAuth for ADMIN_USER_PASSWORD_AUTH only.',
        );
      try {
        return await signIn({ ...body, AuthFlow: 'USER_PASSWORD_AUTH' });
      } catch (error) {
        throw wrongPassword(error);
      }
    },
    AdminRespondToAuthChallenge: ({ UserPoolId: _pool, ...body }) => answer(body),
  };
}
