import { describe, expect, it } from 'vitest';
import { assessClaimByRules } from '#functions/analysis/decide/assess-claim';
import { readPdf } from '#functions/analysis/read/pdf-text';
import { clauseParts } from '#functions/analysis/understand/clause-parts';
import type { ClaimFacts } from '#functions/analysis/understand/types';
import { writePdf } from '#scripts/pdf/write-pdf';
import { claimFacts } from '#tests/steps/claim-facts';

async function assessOn(lines: string[], change: Partial<ClaimFacts>) {
  const { pages } = await readPdf(writePdf([{ lines }]), 'perils.pdf');
  return assessClaimByRules([{ file: 'perils.pdf', pages }], claimFacts(change));
}

describe('cover for the causes it names', () => {
  const wording = [
    'Tablet cover: we will pay for the loss of your tablet due to theft, subject to our claim terms.',
  ];

  it('refuses a cause the cover does not name', async () => {
    const result = await assessOn(wording, {
      description: 'I dropped my tablet on the kitchen floor and the screen cracked.',
    });
    expect(result.verdict).toBe('likely_not_covered');
    expect(result.checks.find((c) => c.id === 'named-causes')?.outcome).toBe('fail');
  });

  it('counts a named cause as evidence', async () => {
    const result = await assessOn(wording, {
      description: 'Two men snatched my tablet from my hands in the street and ran off with it.',
    });
    expect(result.checks.find((c) => c.id === 'named-causes')?.outcome).toBe('pass');
  });

  it('reads "subject to" in a grant as part of the grant', () => {
    expect(clauseParts(wording[0] as string)[0]?.role).toBe('grant');
  });

  it('asks about a qualifier of the cause it cannot test', async () => {
    const result = await assessOn(
      ['This section covers your flat against theft not proven to have been caused by a guest.'],
      { description: 'Someone broke in between bookings and stole the television.' },
    );
    expect(result.verdict).toBe('unclear');
  });
});
