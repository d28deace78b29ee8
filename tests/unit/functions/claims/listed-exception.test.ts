import { beforeAll, describe, expect, it } from 'vitest';
import { assessClaimByRules } from '#functions/analysis/decide/assess-claim';
import { readPdf } from '#functions/analysis/read/pdf-text';
import { clausesOf } from '#functions/analysis/understand/clauses';
import type { ClaimFacts, PolicyDocument } from '#functions/analysis/understand/types';
import { journeyGearWording } from '#tests/fixtures/claim-wordings';
import { expectAskedThenDecided } from '#tests/steps/assess-wording';
import { claimFacts } from '#tests/steps/claim-facts';

let documents: PolicyDocument[];

beforeAll(async () => {
  const { pages } = await readPdf(journeyGearWording(), 'gear.pdf');
  documents = [{ file: 'gear.pdf', pages }];
});

const assess = (change: Partial<ClaimFacts>) =>
  assessClaimByRules(documents, claimFacts({ itemType: 'travel', location: 'Lisbon, Portugal', ...change }));

describe('an exception whose alternatives follow "unless:" as sub-items', () => {
  it('reads the sub-items into the exclusion as its exception', () => {
    const clauses = clausesOf(documents[0] as PolicyDocument);
    const exclusion = clauses.find((c) => c.text.startsWith('a) whilst carried'));
    expect(exclusion?.role).toBe('exclusion');
    expect(exclusion?.exception).toContain('cabin baggage');
    expect(exclusion?.exception).toContain('in the hold');
    expect(clauses.some((c) => c.text.startsWith('i. it travels'))).toBe(false);
  });

  it('asks whether it applies to a camera in a checked suitcase, no alternative shown, and refuses on yes', async () => {
    const answered = await expectAskedThenDecided(
      assess,
      {
        description:
          'I packed my camera in my checked suitcase for the flight to Lisbon; on arrival it was missing from the bag.',
      },
      'whilst carried on an aircraft',
      'yes',
      'likely_not_covered',
    );
    expect(answered?.citations[0]?.quote).toContain('whilst carried on an aircraft');
  });

  it('lets the exclusion go when the claim shows an alternative (kept as cabin baggage)', () => {
    const result = assess({
      description:
        'My camera was stolen from my cabin bag on the flight to Lisbon while I slept; I reported it to the police on landing.',
    });
    expect(result.checks.find((c) => c.id === 'exclusion')?.outcome).toBe('pass');
  });
});
