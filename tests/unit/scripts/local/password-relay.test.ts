import { describe, expect, it } from 'vitest';
import { PASSWORD_RELAY_MESSAGES, passwordPolicyProblem } from '#scripts/local/password-relay';

describe("the local user pool's password policy on ChangePassword", () => {
  it('refuses what Cognito refuses for a pool of at least 8 characters', () => {
    expect(passwordPolicyProblem('seven77', 8)).toBe(PASSWORD_RELAY_MESSAGES.tooShort);
    expect(passwordPolicyProblem('x'.repeat(257), 8)).toBe(PASSWORD_RELAY_MESSAGES.tooLong);
    expect(passwordPolicyProblem('eight888', 8)).toBeUndefined();
  });
});
