import { describe, expect, it } from 'vitest';
import { DATES_NOT_KNOWN, formatDisplayDate, formatPolicyPeriod, NO_DATE_GIVEN } from '#domain/policy-period';
import {
  fileLabel,
  formatFileSize,
  formatLocalDay,
  formatPages,
  isExpired,
  localIsoDate,
  slotsRemainingText,
  sourceLabel,
} from '#web/features/policies/policy-display';
import { percentSent } from '#web/features/policies/upload-progress-values';

describe('policy dates', () => {
  it('are shown day-month-year', () => {
    expect(formatDisplayDate('2025-03-01')).toBe('01-03-2025');
    expect(formatDisplayDate('2026-02-28T10:00:00.000Z')).toBe('28-02-2026');
  });

  it('show nothing for a missing or unreadable date', () => {
    expect(formatDisplayDate(null)).toBeUndefined();
    expect(formatDisplayDate('')).toBeUndefined();
    expect(formatDisplayDate('1 March 2025')).toBeUndefined();
  });

  it("say 'No date given' for one unknown end of the period, and 'Dates not known' for both", () => {
    expect(formatPolicyPeriod('2025-03-01', '2026-02-28')).toBe('01-03-2025 to 28-02-2026');
    expect(formatPolicyPeriod(null, null)).toBe(DATES_NOT_KNOWN);
    expect(DATES_NOT_KNOWN).toBe('Dates not known');
    expect(formatPolicyPeriod('2025-03-01', null)).toBe(`01-03-2025 to ${NO_DATE_GIVEN}`);
    expect(formatPolicyPeriod(null, '2026-02-28')).toBe(`${NO_DATE_GIVEN} to 28-02-2026`);
  });

  it('take the local day of a timestamp and of today', () => {
    const date = new Date(2025, 0, 5, 23, 30);
    expect(localIsoDate(date)).toBe('2025-01-05');
    expect(formatLocalDay(date.toISOString())).toBe('05-01-2025');
    expect(formatLocalDay('not a time')).toBeUndefined();
  });
});

describe('file sizes and pages', () => {
  it('read naturally at every scale', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(812)).toBe('812 bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(4300)).toBe('4.2 KB');
    expect(formatFileSize(350_000)).toBe('342 KB');
    expect(formatFileSize(1536 * 1024)).toBe('1.5 MB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
  });

  it('count pages, singular for one, nothing when unknown', () => {
    expect(formatPages(1)).toBe('1 page');
    expect(formatPages(24)).toBe('24 pages');
    expect(formatPages(null)).toBeUndefined();
  });
});

describe('labels', () => {
  it("name a document by its type, or by the user's name for an 'other' one", () => {
    expect(fileLabel({ fileType: 'policy_schedule', customName: null })).toBe('Policy Schedule');
    expect(fileLabel({ fileType: 'ipid', customName: null })).toBe('IPID');
    expect(fileLabel({ fileType: 'other', customName: 'Legal cover' })).toBe('Legal cover');
    expect(fileLabel({ fileType: 'other', customName: '  ' })).toBe('Other');
  });

  it('name a document by the type the user set, over what was read from it', () => {
    const read = {
      fileType: 'policy_schedule' as const,
      customName: null,
      detected: { fileType: 'ipid' as const, customName: null },
    };
    expect(fileLabel(read)).toBe('IPID');
    expect(fileLabel({ ...read, chosen: { fileType: 'policy_wording', customName: null } })).toBe(
      'Policy Wording',
    );
    expect(fileLabel({ ...read, chosen: { fileType: 'other', customName: 'KFS' } })).toBe('KFS');
  });

  it('badge the policies that did not come through the form', () => {
    expect(sourceLabel('quick')).toBe('1 Click Upload');
    expect(sourceLabel('email')).toBe('Sent by e-mail');
    expect(sourceLabel('upload')).toBeUndefined();
  });

  it("count the free slots as '{n} slots remaining'", () => {
    expect(slotsRemainingText(10)).toBe('10 slots remaining');
    expect(slotsRemainingText(0)).toBe('0 slots remaining');
    expect(slotsRemainingText(1)).toBe('1 slot remaining');
  });
});

describe('upload progress', () => {
  it('is a whole percent between 0 and 100', () => {
    expect(percentSent(0, 2000)).toBe(0);
    expect(percentSent(500, 2000)).toBe(25);
    expect(percentSent(1999, 2000)).toBe(100);
    expect(percentSent(3000, 2000)).toBe(100);
    expect(percentSent(0, 0)).toBe(100);
  });
});

describe('what a document is shown as', () => {
  it('is what was read from it when the user did not choose its type', () => {
    const read = { fileType: 'other' as const, customName: 'Key Facts Sheet' };
    expect(fileLabel({ fileType: 'policy_schedule', customName: null, detected: read })).toBe(
      'Key Facts Sheet',
    );
    expect(
      fileLabel({
        fileType: 'policy_schedule',
        customName: null,
        detected: { fileType: 'ipid', customName: null },
      }),
    ).toBe('IPID');
  });
});

describe('an expired policy', () => {
  const today = new Date(2026, 10, 28, 9, 30);

  it('ended before today', () => {
    expect(isExpired('2026-11-27', today)).toBe(true);
    expect(isExpired('2025-01-01T00:00:00.000Z', today)).toBe(true);
  });

  it('is not one ending today or later, or with no end date', () => {
    expect(isExpired('2026-11-28', today)).toBe(false);
    expect(isExpired('2027-11-27', today)).toBe(false);
    expect(isExpired(null, today)).toBe(false);
    expect(isExpired('not a date', today)).toBe(false);
  });
});
