/**
 * What one page hands the next through router navigation state. Pages read it with these guards,
 * since a state can also come from an old history entry.
 */

/**
 * /login: the address to prefill, an error from the social sign-in return, and the signed-in page
 * the visitor was sent from (to return to once logged in).
 */
export interface LoginPageState {
  readonly email?: string;
  readonly authError?: string;
  readonly from?: string;
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

/** A path of this site (one slash, not a protocol-relative address), or nothing. */
function sitePath(value: unknown): string | undefined {
  const path = text(value);
  return path?.startsWith('/') && !path.startsWith('//') && !path.includes('\\') ? path : undefined;
}

export function readLoginPageState(state: unknown): LoginPageState {
  const { email, authError, from } = record(state);
  const emailText = text(email);
  const errorText = text(authError);
  const fromPath = sitePath(from);
  return {
    ...(emailText && { email: emailText }),
    ...(errorText && { authError: errorText }),
    ...(fromPath && { from: fromPath }),
  };
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
