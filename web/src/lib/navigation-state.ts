/**
 * What one page hands the next through router navigation state. Pages read it with these guards,
 * since a state can also come from an old history entry.
 */

/** /login: the address to prefill, and an error from the social sign-in return. */
export interface LoginPageState {
  readonly email?: string;
  readonly authError?: string;
}

/** /complete-profile: the provider the user came back from and the names it gave. */
export interface CompleteProfileState {
  readonly provider?: string;
  readonly isNewUser?: boolean;
  readonly firstName?: string;
  readonly lastName?: string;
}

function record(state: unknown): Record<string, unknown> {
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function readLoginPageState(state: unknown): LoginPageState {
  const { email, authError } = record(state);
  const emailText = text(email);
  const errorText = text(authError);
  return { ...(emailText && { email: emailText }), ...(errorText && { authError: errorText }) };
}

export function readCompleteProfileState(state: unknown): CompleteProfileState {
  const { provider, isNewUser, firstName, lastName } = record(state);
  const values = { provider: text(provider), firstName: text(firstName), lastName: text(lastName) };
  return {
    ...(values.provider && { provider: values.provider }),
    ...(isNewUser === true && { isNewUser: true }),
    ...(values.firstName && { firstName: values.firstName }),
    ...(values.lastName && { lastName: values.lastName }),
  };
}
