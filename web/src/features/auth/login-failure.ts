import { LOGIN_MESSAGES } from '#web/lib/auth/auth-errors';

/** Why a log-in did not go through, and the address to send a new confirmation link to if it helps. */
export interface LoginFailure {
  readonly message: string;
  readonly unconfirmedEmail?: string;
}

/** A failure with its message; an account not yet confirmed also offers a new link to `address`. */
export function loginFailure(message: string, address: string): LoginFailure {
  return message === LOGIN_MESSAGES.notConfirmed ? { message, unconfirmedEmail: address } : { message };
}
