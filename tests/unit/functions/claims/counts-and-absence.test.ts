import { describe, expect, it } from 'vitest';
import { assessClaimByRules } from '#functions/analysis/decide/assess-claim';
import { readClaim } from '#functions/analysis/decide/claim-reading';
import { readPdf } from '#functions/analysis/read/pdf-text';
import { ordinalIn } from '#functions/analysis/understand/language/quantities';
import type { ClaimFacts } from '#functions/analysis/understand/types';
import { writePdf } from '#scripts/pdf/write-pdf';
import { assessOnParagraph } from '#tests/steps/assess-wording';
import { claimFacts } from '#tests/steps/claim-facts';

async function assessOn(lines: string[], change: Partial<ClaimFacts>) {
  const { pages } = await readPdf(writePdf([{ lines }]), 'counts.pdf');
  return assessClaimByRules([{ file: 'counts.pdf', pages }], claimFacts(change));
}

describe('how many times, from a claim', () => {
  it.each([
    ['This is my 7th physiotherapy session this year.', 7, 'physiotherapy session this'],
    ['This was our third call-out.', 3, 'call-out'],
    ['We booked another routine dental check-up in June.', 2, 'check-up'],
    ['It was her first eye exam of the year.', 1, 'eye exam of'],
    ["Today's session was my 11th this calendar year.", 11, 'session'],
    ['My visit on 14 August, which was my 11th session this year.', 11, 'session this year'],
  ])('"%s" is number %d', (text, n, noun) => {
    expect(ordinalIn(text)).toMatchObject({ n, noun });
  });
});

describe('a limit on how many times a year', () => {
  const sheet = ['Podiatry: 6 appointments/calendar year for foot care.'];

  it('refuses one over the limit, whatever the visit is called', async () => {
    const result = await assessOn(sheet, {
      itemType: 'health',
      description: 'This podiatry claim is for my 7th foot care session this year.',
    });
    expect(result.verdict).toBe('likely_not_covered');
  });

  it('lets one within it through', async () => {
    const result = await assessOn(sheet, {
      itemType: 'health',
      description: 'This podiatry claim is for my 2nd foot care session this year.',
    });
    expect(result.checks.find((c) => c.id === 'count-limit')?.outcome).toBe('pass');
  });
});

describe('how long a home has stood empty', () => {
  it.each([
    [
      'I have been working abroad since March and nobody has stayed at the house.',
      '2024-06-20T10:00:00Z',
      81,
    ],
    [
      'We moved into a care home in January and the house has been empty since then.',
      '2024-05-16T10:00:00Z',
      106,
    ],
    [
      "My mother's house has been empty since she went into a care home in February and nobody has stayed there.",
      '2024-06-25T10:00:00Z',
      117,
    ],
    [
      "Since Christmas we've only visited for the odd afternoon and haven't slept there.",
      '2025-03-14T10:00:00Z',
      79,
    ],
  ])('"%s" is %d days before the incident', (description, incidentDateTime, days) => {
    const reading = readClaim(claimFacts({ description, incidentDateTime }));
    expect(reading.absenceDays).toBe(days);
    expect(reading.yes.has('@unoccupied')).toBe(true);
  });
});

describe('routine care', () => {
  it.each(['I booked a routine physical with my doctor.', 'It was my annual check-up.'])(
    'is not emergency care: "%s"',
    (description) => {
      expect(readClaim(claimFacts({ description })).no.has('@emergency')).toBe(true);
    },
  );

  it('is not read into an emergency', () => {
    expect(
      readClaim(
        claimFacts({ description: 'My routine flight was cut short by an emergency landing.' }),
      ).no.has('@emergency'),
    ).toBe(false);
  });
});

describe('a limit on how many claims, with a word before the noun', () => {
  const wording =
    'Screen repair: we will repair your phone screen if it cracks. You can make no more than two screen claims in any 12 months.';

  it('refuses a claim over the limit', async () => {
    const result = await assessOnParagraph(wording, {
      itemType: 'smartphone',
      description: 'This is my third cracked screen claim this year; I dropped it again.',
    });
    expect(result.checks.find((c) => c.id === 'count-limit')?.outcome).toBe('fail');
  });

  it('covers the first, by the words "we will repair"', async () => {
    const result = await assessOnParagraph(wording, {
      itemType: 'smartphone',
      description: 'I dropped my phone and the screen cracked; it is my first claim.',
    });
    expect(result.verdict).toBe('likely_covered');
    expect(result.reasons[0]).toContain('The policy covers this');
  });
});
