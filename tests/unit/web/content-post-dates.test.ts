import { describe, expect, it } from 'vitest';
import { formatPostDate, relativePostDate } from '#web/content/blog/post-dates';

describe('formatPostDate', () => {
  it('writes the date day-month-year', () => {
    expect(formatPostDate('2025-03-04')).toBe('4 March 2025');
    expect(formatPostDate('2025-02-02')).toBe('2 February 2025');
    expect(formatPostDate('2025-12-31')).toBe('31 December 2025');
  });

  it('returns text that is not a date unchanged', () => {
    expect(formatPostDate('soon')).toBe('soon');
  });
});

describe('relativePostDate', () => {
  const now = new Date('2025-04-15T10:30:00Z');

  it.each([
    ['2025-04-15', 'today'],
    ['2025-04-14', 'yesterday'],
    ['2025-04-12', '3 days ago'],
    ['2025-04-08', '1 week ago'],
    ['2025-03-25', '3 weeks ago'],
    ['2025-03-16', '1 month ago'],
    ['2025-02-11', '2 months ago'],
    ['2024-05-01', '11 months ago'],
    ['2024-04-15', '12 months ago'],
    ['2024-02-11', '14 months ago'],
    ['2023-09-16', '18 months ago'],
    ['2023-04-16', '23 months ago'],
    ['2023-04-15', '2 years ago'],
    ['2022-01-10', '3 years ago'],
  ])('%s is %s', (date, expected) => {
    expect(relativePostDate(date, now)).toBe(expected);
  });

  it('counts calendar days in UTC, whatever the time of day', () => {
    expect(relativePostDate('2025-04-14', new Date('2025-04-15T00:01:00Z'))).toBe('yesterday');
    expect(relativePostDate('2025-04-14', new Date('2025-04-14T23:59:00Z'))).toBe('today');
  });

  it('shows a date still to come in full', () => {
    expect(relativePostDate('2025-05-01', now)).toBe('1 May 2025');
  });
});
