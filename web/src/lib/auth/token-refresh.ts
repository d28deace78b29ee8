/** The spec's refresh rule: check every 30 seconds, renew once when expiry is under 90 seconds away. */
export const TOKEN_CHECK_INTERVAL_MS = 30_000;
export const TOKEN_REFRESH_WINDOW_MS = 90_000;

/**
 * Whether to renew now. `lastRenewedExpiry` is the expiry of the token last renewed, so a token is
 * renewed at most once even if the renewal hands back one with the same expiry.
 */
export function shouldRenewTokens(
  expiresAtMs: number | undefined,
  nowMs: number,
  lastRenewedExpiry: number | undefined,
): boolean {
  if (expiresAtMs === undefined) return false;
  if (expiresAtMs === lastRenewedExpiry) return false;
  return expiresAtMs - nowMs < TOKEN_REFRESH_WINDOW_MS;
}
