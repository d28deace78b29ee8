import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { handler } from '#functions/handlers/auth/pre-sign-up';
import { lambdaContext } from '#scripts/local/lambda-context';

const context = lambdaContext('auth-pre-sign-up', 'test', 5);

const attributes = {
  email: 'ann@example.com',
  given_name: 'Ann',
  family_name: 'Lee',
  phone_number: '+447700900123',
  'custom:country': 'GB',
};

function signUp(change: Record<string, string>, triggerSource = 'PreSignUp_SignUp'): PreSignUpTriggerEvent {
  return {
    version: '1',
    region: 'eu-west-2',
    userPoolId: 'pool',
    userName: 'ann@example.com',
    callerContext: { awsSdkVersion: '3', clientId: 'client' },
    triggerSource,
    request: { userAttributes: { ...attributes, ...change } },
    response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
  } as PreSignUpTriggerEvent;
}

describe('pre-sign-up trigger', () => {
  it('lets a registration the form would take through', async () => {
    const event = signUp({});
    expect(await handler(event, context)).toBe(event);
  });

  it.each([
    [{ phone_number: '+4412' }, 'Please enter a valid phone number'],
    [{ phone_number: '+44770090012345678' }, 'Please enter a valid phone number'],
    [{ phone_number: '+44 7700 900123' }, 'Phone number must contain digits only'],
    [{ given_name: 'A'.repeat(300) }, 'First name must be at most 100 characters long'],
    [{ family_name: '' }, 'Last name is required'],
    [{ email: `${'a'.repeat(300)}@example.com` }, 'Email must be at most 254 characters long'],
    [{ 'custom:country': 'FR' }, 'Country of residence is required'],
  ])('refuses %j with the form message', async (change, message) => {
    await expect(handler(signUp(change), context)).rejects.toThrow(new Error(message));
  });

  it('lets a social sign-up through: it completes its profile afterwards', async () => {
    const event = signUp({ phone_number: '' }, 'PreSignUp_ExternalProvider');
    expect(await handler(event, context)).toBe(event);
  });
});
