import { describe, expect, it } from 'vitest';
import { groundClaim } from '#functions/analysis/decide/grounding';
import {
  amountReadsAsMoney,
  groundedText,
  quoteReadsAsClause,
} from '#functions/analysis/decide/grounding-meaning';
import type { ClaimAssessment, PolicyDocument } from '#functions/analysis/understand/types';

describe('quotes that read as words of the policy', () => {
  it('accepts clauses and table rows', () => {
    expect(quoteReadsAsClause('Lost or stolen baggage: up to £1,500')).toBe(true);
    expect(quoteReadsAsClause('We will pay for storm damage to your home.')).toBe(true);
  });

  it('refuses section numbers, years, footers, phone numbers, postcodes and bare figures', () => {
    for (const noise of [
      'Section 5',
      '2024',
      'Page 12 of 40',
      '0800 123 4567',
      'SW1A 1AA',
      '$600 $600',
      'QSR022206 13 of 28',
      'Theft and',
    ])
      expect(quoteReadsAsClause(noise), noise).toBe(false);
  });
});

describe('amounts that read as money', () => {
  it('takes a figure beside its currency or after a limit word', () => {
    expect(amountReadsAsMoney('Baggage: up to £1,500 in total', 1500)).toBe(true);
    expect(amountReadsAsMoney('Excess is 250 for each claim', 250)).toBe(true);
    expect(amountReadsAsMoney('Maximum benefit 5,000 per person', 5000)).toBe(true);
  });

  it('refuses the same digits as a section number, a year or a phone number', () => {
    expect(amountReadsAsMoney('See section 250 of the wording', 250)).toBe(false);
    expect(amountReadsAsMoney('Cover starts in 2024 for new customers', 2024)).toBe(false);
  });
});

describe('free text with sums', () => {
  const cited = [{ file: 'p.pdf', page: 1, quote: 'Escape of water excess: £500' }];
  it('keeps reasons whose sums the cited words or the claim state, and drops the rest', () => {
    const kept = groundedText(
      [
        'The loss (£380) is not more than the £500 excess.',
        'You could get £9,999 back.',
        'Call your insurer.',
      ],
      cited,
      [380],
    );
    expect(kept).toEqual(['The loss (£380) is not more than the £500 excess.', 'Call your insurer.']);
  });

  it('applies to an assessment as a whole', () => {
    const documents: PolicyDocument[] = [{ file: 'p.pdf', pages: ['Escape of water excess: £500'] }];
    const result: ClaimAssessment = {
      verdict: 'likely_not_covered',
      reasons: ['The loss (£380) is less than the £500 excess.', 'A payout of £12,345 is likely.'],
      citations: cited,
      exclusions: [],
      excess: { amount: 500, currency: 'GBP', citation: cited[0] ?? null },
      limit: null,
      estimatedPayout: null,
      currency: 'GBP',
      checks: [],
      nextSteps: ['Expect £7,777 within a week.', 'Keep the plumber’s report.'],
      questions: [],
      tokensUsed: 0,
    };
    const grounded = groundClaim(documents, result, 380);
    expect(grounded.reasons).toEqual(['The loss (£380) is less than the £500 excess.']);
    expect(grounded.nextSteps).toEqual(['Keep the plumber’s report.']);
  });
});
