/**
 * The hourly allowances of analyses, one per kind, so working out cover never uses up claims.
 * Shared: the API refuses with these words, and the app says the time to try again in the
 * user's own time zone. Pure.
 */
export const ANALYSIS_ALLOWANCES = {
  claims: { perHour: 30, noun: 'claim assessments' },
  coverage: { perHour: 30, noun: 'coverage calculations' },
} as const;

export type AnalysisAllowance = keyof typeof ANALYSIS_ALLOWANCES;

/** The time of day a moment falls at in a time zone, as 07:17. */
function clockTime(moment: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone,
  }).format(moment);
}

/** "Try again at 07:17." in the given time zone; the API's own words name UTC. */
export function tryAgainAt(moment: Date, timeZone?: string): string {
  return timeZone
    ? `Try again at ${clockTime(moment, timeZone)}.`
    : `Try again at ${clockTime(moment, 'UTC')} UTC.`;
}

/** The API's sentence of when to try again, which the app says again in local time. */
const API_TRY_AGAIN = /Try again at \d{2}:\d{2} UTC\.$/;

/** The refusal once an allowance is used up, with when the next one starts (in UTC). */
export function limitReachedMessage(allowance: AnalysisAllowance, retryAt: Date): string {
  const { perHour, noun } = ANALYSIS_ALLOWANCES[allowance];
  return `You have reached the limit of ${perHour} ${noun} an hour. ${tryAgainAt(retryAt)}`;
}

/** A refusal's time to try again said in the given time zone (a message without one is unchanged). */
export function inLocalTime(message: string, retryAt: Date, timeZone: string): string {
  return message.replace(API_TRY_AGAIN, tryAgainAt(retryAt, timeZone));
}
