import { beforeAll, describe, expect, it } from 'vitest';
import { assessClaimByRules } from '#functions/analysis/decide/assess-claim';
import { groundClaim } from '#functions/analysis/decide/grounding';
import { readPdf } from '#functions/analysis/read/pdf-text';
import { clausesOf } from '#functions/analysis/understand/clauses';
import type { ClaimFacts, PolicyDocument } from '#functions/analysis/understand/types';
import { specifiedItemsCertificate } from '#tests/fixtures/claim-wordings';
import { claimFacts } from '#tests/steps/claim-facts';

let documents: PolicyDocument[];

beforeAll(async () => {
  const { pages } = await readPdf(specifiedItemsCertificate(), 'certificate.pdf');
  documents = [{ file: 'certificate.pdf', pages }];
});

const assess = (change: Partial<ClaimFacts>) =>
  groundClaim(
    documents,
    assessClaimByRules(documents, claimFacts({ location: 'Perth WA, Australia', ...change })),
  );

describe('items a certificate names with their own sums', () => {
  it('reads each named item under "Specified items" as cover, and not the excess lines', () => {
    const clauses = clausesOf(documents[0] as PolicyDocument);
    expect(clauses.filter((c) => c.specified).map((c) => c.text)).toEqual([
      'GOLD BRACELET $2,400',
      'ROAD BIKE $1,800',
    ]);
  });

  it("covers a claim about a named item up to its sum, less the list's own excess", () => {
    const result = assess({
      estimatedValue: 3000,
      description: 'My gold bracelet fell off while I was swimming at the beach and was never found.',
    });
    expect(result.verdict).toBe('likely_covered');
    expect(result.limit?.amount).toBe(2400);
    expect(result.excess?.amount).toBe(150);
    expect(result.estimatedPayout).toBe(2250);
  });

  it('does not cover a thing the certificate does not name', () => {
    const result = assess({
      description: 'Our television was knocked off its stand and the screen cracked.',
    });
    expect(result.verdict).not.toBe('likely_covered');
  });
});
