import { beforeAll, describe, expect, it } from 'vitest';
import { assessClaimByRules } from '#functions/analysis/decide/assess-claim';
import { readPdf } from '#functions/analysis/read/pdf-text';
import { policyModel } from '#functions/analysis/understand/policy-model';
import type { ClaimFacts, PolicyDocument } from '#functions/analysis/understand/types';
import { definedTermsWording } from '#tests/fixtures/claim-wordings';
import { expectAskedThenDecided } from '#tests/steps/assess-wording';
import { claimFacts } from '#tests/steps/claim-facts';

let documents: PolicyDocument[];

beforeAll(async () => {
  const { pages } = await readPdf(definedTermsWording(), 'wording.pdf');
  documents = [{ file: 'wording.pdf', pages }];
});

const assess = (change: Partial<ClaimFacts>) => assessClaimByRules(documents, claimFacts(change));

describe('terms a policy defines by what they take in', () => {
  it('reads the terms with their members, from "Term: a, b or c" and "\'Term\' means a, b and c"', () => {
    const terms = policyModel(documents).definitions;
    const rideables = terms.find((t) => t.term === 'Powered rideables');
    expect(rideables?.members.map((m) => m.join(' '))).toEqual(
      expect.arrayContaining(['electric bike', 'hoverboard', 'monowheel']),
    );
    expect(terms.find((t) => t.term === 'Cash')?.members.map((m) => m.join(' '))).toContain('gift voucher');
  });

  it('asks whether the exclusion of a term applies to a member of it, and refuses on yes, citing that exclusion', async () => {
    const answered = await expectAskedThenDecided(
      assess,
      { description: 'My hoverboard was stolen from outside the library while I was inside.' },
      'Powered rideables',
      'yes',
      'likely_not_covered',
    );
    expect(answered?.citations[0]?.quote).toContain('Powered rideables');
    expect(answered?.reasons[0]).toContain('hoverboard');
  });

  it('does not apply the exclusion to a term the policy also covers by name', () => {
    const result = assess({ description: 'Gift vouchers were stolen from the kitchen drawer.' });
    expect(result.checks.some((c) => c.id === 'defined-term-exclusion')).toBe(false);
  });

  it('leaves a claim about something outside every defined term alone', () => {
    const result = assess({
      description: 'My handbag was stolen from a cafe table while I was away from home.',
    });
    expect(result.checks.some((c) => c.id === 'defined-term-exclusion')).toBe(false);
  });
});
