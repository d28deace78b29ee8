import { describe, expect, it } from 'vitest';
import { inLocalTime, limitReachedMessage, tryAgainAt } from '#domain/analysis-limits';

const SEVEN_SEVENTEEN_UTC = new Date('2026-11-28T07:17:00Z');

describe('the hourly limits of analyses', () => {
  it('name the allowance used up and when to try again, in UTC as the API says it', () => {
    expect(limitReachedMessage('claims', SEVEN_SEVENTEEN_UTC)).toBe(
      'You have reached the limit of 30 claim assessments an hour. Try again at 07:17 UTC.',
    );
    expect(limitReachedMessage('coverage', SEVEN_SEVENTEEN_UTC)).toBe(
      'You have reached the limit of 30 coverage calculations an hour. Try again at 07:17 UTC.',
    );
  });

  it('say the time again in the reader’s time zone, and leave any other message alone', () => {
    const message = limitReachedMessage('claims', SEVEN_SEVENTEEN_UTC);
    expect(inLocalTime(message, SEVEN_SEVENTEEN_UTC, 'Australia/Sydney')).toBe(
      'You have reached the limit of 30 claim assessments an hour. Try again at 18:17.',
    );
    expect(inLocalTime('Too many requests. Please try again later.', SEVEN_SEVENTEEN_UTC, 'UTC')).toBe(
      'Too many requests. Please try again later.',
    );
    expect(tryAgainAt(new Date('2026-07-01T23:05:00Z'), 'Europe/London')).toBe('Try again at 00:05.');
  });
});
