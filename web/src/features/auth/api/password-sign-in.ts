import { confirmSignIn, signIn } from 'aws-amplify/auth';
import { type SignInStep, signInStepOf } from './sign-in-steps';

/**
 * Signs in with e-mail and password. In AWS the password never leaves the browser (SRP); the local
 * user-pool emulator only understands the plain password flow. A user with two-step verification
 * on comes back with 'authenticatorCode': then `confirmAuthenticatorCode` finishes the sign-in.
 */
export async function startPasswordSignIn(
  email: string,
  password: string,
  options: { readonly plainPasswordFlow: boolean },
): Promise<SignInStep> {
  const output = await signIn({
    username: email,
    password,
    options: { authFlowType: options.plainPasswordFlow ? 'USER_PASSWORD_AUTH' : 'USER_SRP_AUTH' },
  });
  return signInStepOf(output);
}

/** The code from the authenticator app. A wrong one throws, and another may be tried. */
export async function confirmAuthenticatorCode(code: string): Promise<SignInStep> {
  return signInStepOf(await confirmSignIn({ challengeResponse: code }));
}
