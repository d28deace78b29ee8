import { describe, expect, it } from 'vitest';
import { readCompleteProfileState, readLoginPageState } from '#web/lib/navigation-state';

describe('navigation state', () => {
  it('reads the login page state and ignores anything else', () => {
    expect(readLoginPageState({ email: 'a@b.c', authError: 'No user found in session' })).toEqual({
      email: 'a@b.c',
      authError: 'No user found in session',
    });
    expect(readLoginPageState({ email: 5 })).toEqual({});
    expect(readLoginPageState(null)).toEqual({});
  });

  it('keeps the page to return to only when it is a path of this site', () => {
    expect(readLoginPageState({ from: '/policies?edit=1' })).toEqual({ from: '/policies?edit=1' });
    for (const from of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'policies', '', 7])
      expect(readLoginPageState({ from })).toEqual({});
  });

  it('reads the complete-profile state', () => {
    expect(
      readCompleteProfileState({
        provider: 'Google',
        isNewUser: true,
        firstName: 'Pat',
        lastName: '',
        extra: 1,
      }),
    ).toEqual({ provider: 'Google', isNewUser: true, firstName: 'Pat' });
    expect(readCompleteProfileState(undefined)).toEqual({});
  });
});
