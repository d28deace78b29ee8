import { describe, expect, it } from 'vitest';
import { issuedBeforeSignOut, signOutMarkAt } from '#functions/data/sign-out-marks';

describe('the mark that signs every session out', () => {
  it('refuses every token issued up to the sign-out, to the second, and takes those issued after', () => {
    const mark = signOutMarkAt('user-1', 1_750_000_000_400);
    expect(mark.signedOutBefore).toBe(1_750_000_001);
    // A token issued in the same second as the sign-out, before or after it within that second.
    expect(issuedBeforeSignOut(1_750_000_000, mark.signedOutBefore)).toBe(true);
    expect(issuedBeforeSignOut(1_749_999_000, mark.signedOutBefore)).toBe(true);
    // A sign-in once the next second has come.
    expect(issuedBeforeSignOut(1_750_000_001, mark.signedOutBefore)).toBe(false);
  });

  it('takes any token when there is no mark, and none without an issue time when there is', () => {
    expect(issuedBeforeSignOut(1_750_000_000, undefined)).toBe(false);
    expect(issuedBeforeSignOut(Number.NaN, 1_750_000_001)).toBe(true);
  });

  it('is kept longer than any access token lives', () => {
    const mark = signOutMarkAt('user-1', 1_750_000_000_000);
    expect(mark.expiresAt - mark.signedOutBefore).toBeGreaterThan(3600);
  });
});
