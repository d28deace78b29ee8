import { describe, expect, it } from 'vitest';
import { shouldRenewTokens, TOKEN_CHECK_INTERVAL_MS } from '#web/lib/auth/token-refresh';

const NOW = 1_750_000_000_000;

describe('shouldRenewTokens', () => {
  it('checks every 30 seconds', () => {
    expect(TOKEN_CHECK_INTERVAL_MS).toBe(30_000);
  });

  it('renews when the access token expires within 90 seconds', () => {
    expect(shouldRenewTokens(NOW + 89_000, NOW, undefined)).toBe(true);
    expect(shouldRenewTokens(NOW - 1_000, NOW, undefined)).toBe(true);
  });

  it('leaves a token with more time alone', () => {
    expect(shouldRenewTokens(NOW + 90_000, NOW, undefined)).toBe(false);
    expect(shouldRenewTokens(NOW + 3_600_000, NOW, undefined)).toBe(false);
  });

  it('renews a given token only once', () => {
    expect(shouldRenewTokens(NOW + 10_000, NOW, NOW + 10_000)).toBe(false);
    expect(shouldRenewTokens(NOW + 10_000, NOW, NOW - 3_600_000)).toBe(true);
  });

  it('does nothing when signed out', () => {
    expect(shouldRenewTokens(undefined, NOW, undefined)).toBe(false);
  });
});
