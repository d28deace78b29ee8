import { describe, expect, it } from 'vitest';
import { assessClaimByRules } from '#functions/analysis/decide/assess-claim';
import { readPdf } from '#functions/analysis/read/pdf-text';
import type { ClaimFacts } from '#functions/analysis/understand/types';
import { writePdf } from '#scripts/pdf/write-pdf';
import { claimFacts } from '#tests/steps/claim-facts';

async function assessOn(lines: string[], change: Partial<ClaimFacts>) {
  const { pages } = await readPdf(writePdf([{ lines }]), 'medical.pdf');
  return assessClaimByRules([{ file: 'medical.pdf', pages }], claimFacts({ itemType: 'travel', ...change }));
}

const wording = [
  'Medical expenses: we will pay for emergency treatment abroad, excluding any pre-existing condition.',
  'Pre-existing condition means an illness you had symptoms of, or treatment for, before your trip.',
];

describe('a pre-existing condition, from what the claim says of its history', () => {
  it.each([
    'I have had type 1 diabetes for twelve years and was admitted to hospital in Lisbon for insulin treatment.',
    'My knee had been aching since last winter and it gave way on a hike in Lisbon; I was treated in hospital.',
    'My GP prescribed me tablets for my heart in May, before the trip, and I was admitted to hospital in Lisbon.',
  ])('refuses: "%s"', async (description) => {
    const result = await assessOn(wording, { description });
    expect(result.checks.find((c) => c.id === 'pre-existing')?.outcome).toBe('fail');
    expect(result.verdict).toBe('likely_not_covered');
  });

  it.each([
    'I got food poisoning in Lisbon and was treated in hospital; I have never had stomach problems before.',
    'I broke my wrist in a fall in Lisbon and was treated in hospital. I had no previous history of injuries.',
  ])('lets a new condition through: "%s"', async (description) => {
    expect(
      (await assessOn(wording, { description })).checks.find((c) => c.id === 'pre-existing')?.outcome,
    ).toBe('pass');
  });

  it('does not take years of cover for years of illness', async () => {
    const result = await assessOn(wording, {
      description: 'I have had this policy for five years. I fell ill in Lisbon and was treated in hospital.',
    });
    expect(result.checks.find((c) => c.id === 'pre-existing')?.outcome).not.toBe('fail');
  });
});

describe('a definition of pre-existing conditions standing alone', () => {
  const definition = [
    'Pre-existing Ailment - means any ailment or related condition for which you had symptoms or received',
    'treatment before your trip began. Any Pre-existing Ailment or any complication of it is not covered.',
  ];

  it('reads "ailment" as an illness, so the definition is what an illness claim is about', async () => {
    const result = await assessOn(definition, {
      description:
        'On holiday in Lisbon I came down with a kidney infection and was treated in hospital. I had never had kidney trouble before.',
    });
    expect(result.checks.find((c) => c.id === 'pre-existing')?.outcome).toBe('pass');
    expect(result.verdict).toBe('likely_covered');
  });

  it('still refuses an ailment the claim says was there before', async () => {
    const result = await assessOn(definition, {
      description:
        'I have had kidney stones for years; on holiday in Lisbon they flared up and I was treated in hospital.',
    });
    expect(result.verdict).toBe('likely_not_covered');
  });
});

describe('a waiting period for pre-existing conditions standing alone', () => {
  const table = [
    'Waiting periods: pre-existing conditions 12 months. A pre-existing condition is any ailment, illness or',
    'condition whose signs or symptoms existed in the 6 months before you joined.',
  ];

  it('is a term of an injury claim too, met when the claim says the injury was new', async () => {
    const result = await assessOn(table, {
      itemType: 'health',
      policyStartDate: '2023-01-10',
      incidentDateTime: '2024-04-02T10:00',
      description:
        'I landed badly playing basketball in March and ruptured my knee ligament; I had never had knee problems before. I had the repair in April.',
    });
    expect(result.checks.find((c) => c.id === 'pre-existing')?.outcome).toBe('pass');
    expect(result.verdict).toBe('likely_covered');
  });

  it('asks when the claim says nothing of the history', async () => {
    const result = await assessOn(table, {
      itemType: 'health',
      policyStartDate: '2024-01-10',
      incidentDateTime: '2024-04-02T10:00',
      description: 'I had my knee ligament repaired in hospital in April.',
    });
    expect(result.verdict).toBe('unclear');
  });
});
