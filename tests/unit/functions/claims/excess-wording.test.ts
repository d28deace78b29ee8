import { describe, expect, it } from 'vitest';
import { assessClaimByRules } from '#functions/analysis/decide/assess-claim';
import { readPdf } from '#functions/analysis/read/pdf-text';
import { writePdf } from '#scripts/pdf/write-pdf';
import { claimFacts } from '#tests/steps/claim-facts';

/** "In excess of £5,000" means "more than £5,000": it is a comparison, not the policy's excess. */
async function documentsOf(lines: string[]) {
  const { pages } = await readPdf(writePdf([{ lines }]), 'excess.pdf');
  return [{ file: 'excess.pdf', pages }];
}

const claim = claimFacts({
  estimatedValue: 1300,
  description: 'Thieves forced the door of our house and stole my bicycle from the hallway.',
});

describe('the excess, read by its grammar', () => {
  it.each([
    'We will not pay any amount in excess of £5,000 for theft of jewellery.',
    'Claims in excess of £5,000 need a valuation before we pay.',
  ])('does not take "%s" for an excess', async (line) => {
    const documents = await documentsOf([
      '# Section 2 Contents',
      'We will pay for theft of your contents from the home.',
      line,
    ]);
    const result = assessClaimByRules(documents, claim);
    expect(result.excess).toBeNull();
    expect(result.checks.find((c) => c.id === 'excess')).toBeUndefined();
  });

  it.each([
    'The Excess of £100 applies to each claim.',
    'Excess: £100 for each claim.',
    'A £100 excess applies to each claim.',
  ])('reads the excess in "%s"', async (line) => {
    const documents = await documentsOf([
      '# Section 2 Contents',
      'We will pay for theft of your contents from the home.',
      line,
    ]);
    expect(assessClaimByRules(documents, claim).excess?.amount).toBe(100);
  });
});
