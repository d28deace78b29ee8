import { describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '#domain/runtime-config';
import { amplifyConfigFor } from '#web/lib/auth/amplify-config';

const base: RuntimeConfig = {
  region: 'eu-west-2',
  userPoolId: 'eu-west-2_abc',
  userPoolClientId: 'client123',
  appUrl: 'https://app.example.com',
  uploadAddress: 'upload@example.com',
  local: false,
};

describe('amplifyConfigFor', () => {
  it('configures the user pool with e-mail sign-in and no social sign-in without a managed-login domain', () => {
    const cognito = amplifyConfigFor(base).Auth?.Cognito;
    expect(cognito).toEqual({
      userPoolId: 'eu-west-2_abc',
      userPoolClientId: 'client123',
      loginWith: { email: true },
    });
  });

  it('adds Google and Facebook sign-in returning to the app when a managed-login domain is set', () => {
    const cognito = amplifyConfigFor({ ...base, oauthDomain: 'auth.example.com' }).Auth?.Cognito;
    expect(cognito?.loginWith?.oauth).toEqual({
      domain: 'auth.example.com',
      // The API's own scope, never Cognito's admin scope.
      scopes: ['email', 'openid', 'profile', 'policylens-api/app'],
      redirectSignIn: ['https://app.example.com/auth/callback'],
      redirectSignOut: ['https://app.example.com/login'],
      responseType: 'code',
      providers: ['Google', 'Facebook'],
    });
  });

  it('points at the local Cognito emulator when an endpoint is given', () => {
    const cognito = amplifyConfigFor({ ...base, local: true, userPoolEndpoint: 'http://127.0.0.1:9229' }).Auth
      ?.Cognito;
    expect(cognito?.userPoolEndpoint).toBe('http://127.0.0.1:9229');
    expect(cognito?.loginWith?.oauth).toBeUndefined();
  });
});

describe('configuring the auth library', () => {
  it('puts no warning about the local emulator’s endpoint in the console of every page, and keeps the library’s level', async () => {
    const { ConsoleLogger } = await import('aws-amplify/utils');
    const { Amplify } = await import('aws-amplify');
    const { configureAuth } = await import('#web/lib/auth/configure-auth');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      configureAuth({ ...base, local: true, userPoolEndpoint: 'http://127.0.0.1:3000/cognito' });
      expect(warn).not.toHaveBeenCalled();
      expect(Amplify.getConfig().Auth?.Cognito.userPoolEndpoint).toBe('http://127.0.0.1:3000/cognito');
      expect(ConsoleLogger.LOG_LEVEL).toBeNull();
    } finally {
      warn.mockRestore();
    }
  });
});
