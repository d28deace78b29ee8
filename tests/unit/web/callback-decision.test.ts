import { describe, expect, it } from 'vitest';
import {
  type CallbackSessionData,
  decideCallback,
  parseIdentities,
  providerDisplayName,
  splitFullName,
} from '#web/features/auth/callback-decision';

/** Sign-in at 2025-03-01 10:00:05 UTC, as `auth_time` (seconds). */
const AUTH_TIME = 1_740_823_205;
const SIGNED_IN_MS = AUTH_TIME * 1000;

/** An identity as Cognito writes it into the ID token: numbers as strings. */
function identity(providerName: string, dateCreatedMs: number) {
  return {
    userId: '109876543210',
    providerName,
    providerType: providerName,
    issuer: null,
    primary: 'true',
    dateCreated: String(dateCreatedMs),
  };
}

/**
 * A session as the auth library hands it over after the redirect: the decoded ID token, and the
 * user's attributes, where Cognito keeps `identities` as a JSON string.
 */
function recordedSession(
  identities: ReturnType<typeof identity>[],
  attributes: Record<string, string> = {},
): CallbackSessionData {
  const idTokenClaims = {
    sub: '4f1c2b3a-0000-4000-8000-000000000001',
    'cognito:username': `${identities[0]?.providerName.toLowerCase() ?? 'user'}_109876543210`,
    email: 'pat@example.com',
    email_verified: false,
    identities,
    auth_time: AUTH_TIME,
    token_use: 'id',
    ...attributes,
  };
  return {
    idTokenClaims,
    attributes: {
      sub: idTokenClaims.sub,
      email: 'pat@example.com',
      identities: JSON.stringify(identities),
      ...attributes,
    },
  };
}

const COMPLETE = { given_name: 'Pat', family_name: 'Doyle', 'custom:country': 'GB' };

describe('decideCallback', () => {
  it('sends a visitor without a session back to log in with the internal message', () => {
    expect(decideCallback({ session: undefined, fragment: '' })).toEqual({
      kind: 'error',
      message: 'No user found in session',
    });
  });

  it('reports what the user pool said when the provider sign-in failed', () => {
    const decision = decideCallback({
      session: undefined,
      fragment: '',
      search: '?error_description=Access+denied+by+user&error=access_denied',
    });
    expect(decision).toEqual({ kind: 'error', message: 'Access denied by user' });
  });

  it('welcomes a returning Google user with a complete profile by provider name', () => {
    const session = recordedSession([identity('Google', SIGNED_IN_MS - 90 * 86_400_000)], COMPLETE);
    expect(decideCallback({ session, fragment: '' })).toEqual({
      kind: 'success',
      provider: 'Google',
      isNewUser: false,
      toast: 'Successfully signed in with Google!',
    });
  });

  it('detects a new registration when the identity was created at the sign-in time', () => {
    const session = recordedSession([identity('Facebook', SIGNED_IN_MS - 2_000)], COMPLETE);
    const decision = decideCallback({ session, fragment: '' });
    expect(decision).toMatchObject({ kind: 'success', provider: 'Facebook', isNewUser: true });
  });

  it('does not count an identity made more than a minute before this sign-in as new', () => {
    const session = recordedSession([identity('Google', SIGNED_IN_MS - 61_000)], COMPLETE);
    expect(decideCallback({ session, fragment: '' })).toMatchObject({ isNewUser: false });
  });

  it('sends a new user without a country to complete the profile, with the names the provider gave', () => {
    const session = recordedSession([identity('Google', SIGNED_IN_MS)], {
      given_name: 'Pat',
      family_name: 'Doyle',
    });
    expect(decideCallback({ session, fragment: '' })).toEqual({
      kind: 'complete-profile',
      provider: 'Google',
      isNewUser: true,
      suggested: { firstName: 'Pat', lastName: 'Doyle' },
    });
  });

  it('fills missing names from the full name and goes on when the country is known', () => {
    const session = recordedSession([identity('Facebook', SIGNED_IN_MS - 86_400_000)], {
      name: 'Pat  van der Berg',
      'custom:country': 'au',
    });
    expect(decideCallback({ session, fragment: '' })).toEqual({
      kind: 'success',
      provider: 'Facebook',
      isNewUser: false,
      toast: 'Successfully signed in with Facebook!',
      fill: { firstName: 'Pat', lastName: 'van der Berg', country: 'AU' },
    });
  });

  it('asks to complete the profile when a name is still missing after filling', () => {
    const session = recordedSession([identity('Google', SIGNED_IN_MS)], {
      name: 'Cher',
      'custom:country': 'US',
    });
    expect(decideCallback({ session, fragment: '' })).toEqual({
      kind: 'complete-profile',
      provider: 'Google',
      isNewUser: true,
      suggested: { firstName: 'Cher' },
    });
  });

  it('treats an unsupported country as missing', () => {
    const session = recordedSession([identity('Google', SIGNED_IN_MS)], {
      ...COMPLETE,
      'custom:country': 'FR',
    });
    expect(decideCallback({ session, fragment: '' })).toMatchObject({ kind: 'complete-profile' });
  });

  it('takes the most recently linked identity as this sign-in', () => {
    const session = recordedSession(
      [identity('Google', SIGNED_IN_MS - 30 * 86_400_000), identity('Facebook', SIGNED_IN_MS - 1_000)],
      COMPLETE,
    );
    expect(decideCallback({ session, fragment: '' })).toMatchObject({
      provider: 'Facebook',
      isNewUser: true,
    });
  });

  it('falls back to the provider named in the address fragment', () => {
    const session = recordedSession([], COMPLETE);
    expect(decideCallback({ session, fragment: '#provider=facebook' })).toEqual({
      kind: 'success',
      provider: 'Facebook',
      isNewUser: false,
      toast: 'Successfully signed in with Facebook!',
    });
  });

  it('says a plain welcome when no provider is known', () => {
    const session = recordedSession([], COMPLETE);
    expect(decideCallback({ session, fragment: '' })).toEqual({
      kind: 'success',
      provider: undefined,
      isNewUser: false,
      toast: 'Successfully signed in!',
    });
  });

  it('reads identities from the decoded ID token when attributes lack them', () => {
    const session = recordedSession([identity('Google', SIGNED_IN_MS)], COMPLETE);
    const { identities: _dropped, ...attributes } = session.attributes;
    expect(decideCallback({ session: { ...session, attributes }, fragment: '' })).toMatchObject({
      provider: 'Google',
      isNewUser: true,
    });
  });
});

describe('callback helpers', () => {
  it('parses identities from a JSON string or an array and skips malformed entries', () => {
    expect(parseIdentities('[{"providerName":"Google","dateCreated":"1700000000000"}]')).toEqual([
      { providerName: 'Google', dateCreated: 1_700_000_000_000 },
    ]);
    expect(parseIdentities([{ providerName: 'Facebook', dateCreated: 5 }, null, { dateCreated: 1 }])).toEqual(
      [{ providerName: 'Facebook', dateCreated: 5 }],
    );
    expect(parseIdentities('not json')).toEqual([]);
    expect(parseIdentities(undefined)).toEqual([]);
  });

  it('writes provider names the way the providers do', () => {
    expect(providerDisplayName('google')).toBe('Google');
    expect(providerDisplayName('FACEBOOK')).toBe('Facebook');
    expect(providerDisplayName('signinwithapple')).toBe('Signinwithapple');
  });

  it('splits a full name into first and last', () => {
    expect(splitFullName(' Ann  Marie Lee ')).toEqual({ firstName: 'Ann', lastName: 'Marie Lee' });
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher' });
    expect(splitFullName(undefined)).toEqual({});
  });
});
