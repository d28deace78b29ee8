import { beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (capsule: { payload: { event: string; data?: unknown } }) => void;
const listeners: Listener[] = [];
const calls: string[] = [];

vi.mock('aws-amplify/utils', () => ({
  Hub: {
    listen: (_channel: string, listener: Listener) => {
      listeners.push(listener);
      return () => listeners.splice(listeners.indexOf(listener), 1);
    },
  },
}));

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: vi.fn(),
  fetchUserAttributes: vi.fn(),
  getCurrentUser: vi.fn(),
  // As the library does: the sign-out is told to every listener before it resolves.
  signOut: vi.fn(async (input?: { global?: boolean }) => {
    calls.push(input?.global ? 'sign out everywhere' : 'sign out here');
    for (const listener of [...listeners]) listener({ payload: { event: 'signedOut' } });
  }),
}));

const { listenToAuthChanges, signOutEverywhereAndBackIn } = await import('#web/lib/auth/cognito-session');
const { changePasswordWith } = await import('#web/lib/auth/change-password');

describe('changing the password ends every other session', () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it('changes it, tells the API (which signs out everywhere), then signs this session back in with the new password', async () => {
    const outcome = await changePasswordWith(
      {
        update: async (current, next) => {
          calls.push(`update ${current} → ${next}`);
        },
        report: async () => {
          calls.push('report the change');
        },
        signOutEverywhereAndBackIn: async (next, signedOutAlready) => {
          calls.push(`sign out ${signedOutAlready ? 'here' : 'everywhere'} and back in with ${next}`);
          return true;
        },
      },
      'old-password-1',
      'a-new-password-2',
    );
    expect(outcome).toBe('signedIn');
    expect(calls).toEqual([
      'update old-password-1 → a-new-password-2',
      'report the change',
      'sign out here and back in with a-new-password-2',
    ]);
  });

  it('still signs out everywhere and back in when the report does not get through', async () => {
    const outcome = await changePasswordWith(
      {
        update: async () => undefined,
        report: async () => {
          throw new Error('Failed to fetch');
        },
        signOutEverywhereAndBackIn: async (_next, signedOutAlready) => {
          calls.push(`sign out ${signedOutAlready ? 'here' : 'everywhere'} and back in`);
          return true;
        },
      },
      'old-password-1',
      'a-new-password-2',
    );
    expect(outcome).toBe('signedIn');
    expect(calls).toEqual(['sign out everywhere and back in']);
  });

  it('signs no one out when the change is refused', async () => {
    const signOut = vi.fn(async () => true);
    await expect(
      changePasswordWith(
        {
          update: async () => {
            throw Object.assign(new Error('Incorrect username or password.'), {
              name: 'NotAuthorizedException',
            });
          },
          report: signOut,
          signOutEverywhereAndBackIn: signOut,
        },
        'wrong',
        'a-new-password-2',
      ),
    ).rejects.toThrow('Incorrect username or password.');
    expect(signOut).not.toHaveBeenCalled();
  });

  it('does not tell the session ended while signing back in, and does when it cannot be', async () => {
    const changes: string[] = [];
    const stop = listenToAuthChanges((change) => changes.push(change));
    try {
      expect(await signOutEverywhereAndBackIn(async () => true)).toBe(true);
      expect(calls).toEqual(['sign out everywhere']);
      expect(changes).toEqual([]);

      calls.length = 0;
      expect(await signOutEverywhereAndBackIn(async () => false)).toBe(false);
      expect(calls).toEqual(['sign out everywhere', 'sign out here']);
      expect(changes).toEqual(['signedOut']);

      // Signed out everywhere by the API already: only this session's revoked tokens are dropped.
      calls.length = 0;
      changes.length = 0;
      expect(await signOutEverywhereAndBackIn(async () => true, true)).toBe(true);
      expect(calls).toEqual(['sign out here']);
      expect(changes).toEqual([]);
    } finally {
      stop();
    }
  });
});
