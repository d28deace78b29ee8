import { describe, expect, it } from 'vitest';
import { toSessionUser } from '#web/lib/auth/session-user';

describe('toSessionUser', () => {
  it('maps user-pool attributes to the app user', () => {
    expect(
      toSessionUser('sub-1', {
        email: 'ann@example.com',
        given_name: 'Ann',
        family_name: 'Lee',
        'custom:country': 'GB',
      }),
    ).toEqual({ sub: 'sub-1', email: 'ann@example.com', givenName: 'Ann', familyName: 'Lee', country: 'GB' });
  });

  it('leaves out missing or blank names', () => {
    expect(toSessionUser('sub-2', { email: 'bo@example.com', given_name: '  ' })).toEqual({
      sub: 'sub-2',
      email: 'bo@example.com',
    });
  });

  it('accepts only supported countries', () => {
    expect(toSessionUser('s', { email: 'a@b.c', 'custom:country': 'au' }).country).toBe('AU');
    expect(toSessionUser('s', { email: 'a@b.c', 'custom:country': 'FR' })).not.toHaveProperty('country');
  });
});
