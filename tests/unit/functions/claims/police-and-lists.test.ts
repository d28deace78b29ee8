import { describe, expect, it } from 'vitest';
import { assessClaimByRules } from '#functions/analysis/decide/assess-claim';
import { readClaim } from '#functions/analysis/decide/claim-reading';
import { readPdf } from '#functions/analysis/read/pdf-text';
import { clausesOf } from '#functions/analysis/understand/clauses';
import type { ClaimFacts } from '#functions/analysis/understand/types';
import { writePdf } from '#scripts/pdf/write-pdf';
import { assessOnParagraph } from '#tests/steps/assess-wording';
import { claimFacts } from '#tests/steps/claim-facts';

async function documentOf(lines: string[]) {
  const { pages } = await readPdf(writePdf([{ lines }]), 'lists.pdf');
  return { file: 'lists.pdf', pages };
}

const wallet = [
  'Cash cover: we will pay for the theft of your money anywhere in the world.',
  'Under cash cover, we will not pay for: losses caused by counting errors;',
  'losses not reported to the police;',
];

describe('a list of refusals run into one line', () => {
  it('is read item by item', async () => {
    const clauses = clausesOf(await documentOf(wallet));
    const texts = clauses.map((c) => c.text);
    expect(texts).toContain('losses caused by counting errors');
    expect(texts.some((t) => t.startsWith('losses not reported to the police'))).toBe(true);
    expect(clauses.find((c) => c.text === 'losses caused by counting errors')?.role).toBe('exclusion');
  });
});

describe('a police report with no deadline', () => {
  const assess = async (description: string) =>
    assessClaimByRules([await documentOf(wallet)], claimFacts({ description }));

  it('refuses when the claim says the police were not told', async () => {
    const result = await assess('My cash was stolen from my coat at a concert. I did not tell the police.');
    expect(result.verdict).toBe('likely_not_covered');
  });

  it('passes when the claim says they were', async () => {
    const result = await assess(
      'My cash was stolen from my coat at a concert. I reported it to the police that night.',
    );
    expect(result.checks.find((c) => c.id === 'police-told')?.outcome).toBe('pass');
  });
});

describe('when the police were told, from the weekdays a claim names', () => {
  it.each([
    ['My bag was stolen on Saturday. I only went to the police on Wednesday.', 4],
    ['It was taken on Monday night. I reported it to the police on Tuesday.', 1],
  ])('"%s" is %d days', (description, days) => {
    expect(readClaim(claimFacts({ description } as Partial<ClaimFacts>)).police.afterDays).toBe(days);
  });
});

describe('a duty to tell the police, split from its deadline', () => {
  it('is the police rule’s to test, not a term asked again', async () => {
    const result = await assessOnParagraph(
      'Your tablet is covered against theft. You must report any theft to the police within 24 hours of discovering it and obtain a crime reference number.',
      {
        itemType: 'smartphone',
        description:
          'My tablet was stolen from my bag on the bus. I reported it to the police the next morning, about 14 hours later, and got a crime number.',
      },
    );
    expect(result.checks.find((c) => c.id === 'police-report')?.outcome).toBe('pass');
    expect(result.checks.some((c) => c.outcome === 'unknown')).toBe(false);
    expect(result.verdict).toBe('likely_covered');
  });
});
