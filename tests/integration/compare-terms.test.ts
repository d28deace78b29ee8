import { describe, expect, it } from 'vitest';
import { calculatedCoverage } from '../steps/coverage';
import { theLocalStack } from '../steps/local-stack';
import { givenACorpusPolicy } from '../steps/policies';
import { givenASignedInUser } from '../steps/users';

const { appUrl, urls } = theLocalStack();

interface Term {
  key: string;
  summary: string;
  amounts?: number[];
  currency?: string | null;
  citation: { file: string; fileId: string | null; page: number; quote: string };
}

describe('the terms a comparison sets side by side', () => {
  it("come with a calculation of an insurer's document, each cited to its page and file", async () => {
    const user = await givenASignedInUser(urls);
    const file = 'arkel-amtrust-uk-adapt-home-ipid.pdf';
    const { policyId, fileId } = await givenACorpusPolicy(appUrl, user, file, { name: 'Adapt home' });
    const coverage = await calculatedCoverage<{ terms: Term[] }>(appUrl, user, 'home', {
      policyId,
      keep: false,
    });
    const excess = coverage.terms.find((term) => term.key === 'excess');
    expect(excess).toMatchObject({ amounts: [100], currency: 'GBP' });
    expect(excess?.citation).toMatchObject({ file, fileId, page: 2 });
    expect(excess?.citation.quote).toMatch(/excess/i);
    expect(coverage.terms.find((term) => term.key === 'territory')?.summary).toBe(
      'United Kingdom and Isle of Man',
    );
    // Nothing the document does not state: no waiting period in a home IPID.
    expect(coverage.terms.some((term) => term.key === 'waiting-period')).toBe(false);
  });
});
