import { describe, expect, it } from 'vitest';
import { readClaim } from '#functions/analysis/decide/claim-reading';
import { assessOnParagraph, expectAskedThenDecided } from '#tests/steps/assess-wording';
import { claimFacts } from '#tests/steps/claim-facts';

const LOCKED =
  'We cover theft of your bicycle anywhere in the UK, as long as it is locked to an immovable object or kept in a locked building.';

describe('a grant with its condition', () => {
  it('asks about a condition whose every alternative the claim denies, and refuses on yes', async () => {
    const answered = await expectAskedThenDecided(
      (change) => assessOnParagraph(LOCKED, change),
      {
        itemType: 'bicycle',
        description: 'I left my bike unlocked outside the shop for two minutes and it was stolen.',
      },
      'as long as it is locked to an immovable object',
      'yes',
      'likely_not_covered',
    );
    expect(answered?.checks.find((c) => c.outcome === 'fail')?.detail).toMatch(/not met/);
  });

  it('asks when the claim does not show the condition met, and refuses nothing', async () => {
    const result = await assessOnParagraph(LOCKED, {
      itemType: 'bicycle',
      description: 'My bike was stolen from outside the station while I was at work.',
    });
    expect(result.verdict).toBe('unclear');
  });

  it('reads "left it unlocked" as not locked', () => {
    const reading = readClaim(claimFacts({ description: 'I left the shed unlocked overnight.' }));
    expect(reading.no.has('@locked')).toBe(true);
  });
});

describe('a pet policy', () => {
  it('does not take the pet it insures for a circumstance that brings every refusal in reach', async () => {
    const result = await assessOnParagraph(
      'Pet cover: we pay vet fees for illness and injury. We will not pay for any illness that showed signs before your pet’s cover started.',
      {
        itemType: 'pet',
        description: 'My dog jumped off the sofa and the vet found a torn ligament in his back leg.',
      },
    );
    expect(result.verdict).not.toBe('likely_not_covered');
  });
});

describe('a theft that must involve a forced way in', () => {
  const wording =
    'Contents: we cover your contents in the home against fire, theft, storm and flood. Theft must involve forcible and violent entry to or exit from the home.';

  it('is met by a door smashed in, and asked about when the claim does not say how they got in', async () => {
    const forced = await assessOnParagraph(wording, {
      itemType: 'home',
      description: 'Burglars smashed the back door and took the TV.',
    });
    expect(forced.verdict).toBe('likely_covered');
    const unsaid = await assessOnParagraph(wording, {
      itemType: 'home',
      description:
        'While we were asleep someone came in through the front door we had left unlocked and took my handbag.',
    });
    expect(unsaid.verdict).toBe('unclear');
  });

  it('does not reach a fire', async () => {
    const fire = await assessOnParagraph(wording, {
      itemType: 'home',
      description: 'A fire in the kitchen destroyed the cupboards and the microwave.',
    });
    expect(fire.verdict).toBe('likely_covered');
  });
});

describe('a benefit for each complete 24 hours in hospital', () => {
  const wording =
    'Hospital benefit: we pay 50 pounds for each complete 24 hours you are in hospital abroad as an inpatient.';

  it('is not paid for a stay of hours, and is for a stay of nights', async () => {
    const short = await assessOnParagraph(wording, {
      itemType: 'travel',
      description:
        'I was kept in hospital in Greece for 10 hours for observation after a fall and sent home that evening.',
    });
    expect(short.verdict).toBe('likely_not_covered');
    const long = await assessOnParagraph(wording, {
      itemType: 'travel',
      description:
        'I waited 4 hours in the emergency room in Athens and was then admitted for three nights with pneumonia.',
    });
    expect(long.verdict).toBe('likely_covered');
  });
});
