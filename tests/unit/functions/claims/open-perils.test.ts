import { describe, expect, it } from 'vitest';
import { readClaim } from '#functions/analysis/decide/claim-reading';
import { clauseParts, grantsThenRefuses } from '#functions/analysis/understand/clause-parts';
import { clausesOf } from '#functions/analysis/understand/clauses';
import { assessOnLines, assessOnParagraph, expectAskedThenDecided } from '#tests/steps/assess-wording';
import { claimFacts } from '#tests/steps/claim-facts';

const read = (description: string) => readClaim(claimFacts({ description }));

/** Made-up wordings in the shapes of an open-perils homeowners form and a travel section. */
const OPEN_PERILS =
  'COVERAGE A – THE DWELLING 1. We insure against risk of direct physical loss to the dwelling. 2. We do not insure, however, for loss: c. Caused by: (1) Freezing of a plumbing, heating, air conditioning or sprinkler system or of a household appliance. This exclusion does not apply if you have used reasonable care to: (a) maintain heat in the building; or (b) shut off the water supply and drain the system; (2) Wear and tear, marring, deterioration;';

const BAGGAGE =
  'SECTION 4 LOSS OF BAGGAGE If, during the Period of Insurance, the Baggage of an Insured Person is damaged or lost, then the Company will reimburse the cost of replacement up to the Sum Insured. Specific Exclusions The Company shall not be liable to pay for: damage due to wear and tear, moth or vermin.';

function clauses(text: string) {
  return clausesOf({ file: 'p.pdf', pages: [text], scanned: false } as never);
}

describe('cover against any physical loss', () => {
  it('reads a grant before a run-in list of refusals as the cover, with each refusal of its own', () => {
    const read = clauses(OPEN_PERILS);
    expect(read[0]?.role).toBe('cover');
    expect(read[0]?.text).toMatch(/^COVERAGE A/);
    expect(read.filter((c) => c.role === 'exclusion').some((c) => /Wear and tear/.test(c.text))).toBe(true);
  });

  it('keeps the alternatives of an exception together, not as refusals of their own', () => {
    const freezing = clauses(OPEN_PERILS).find((c) => /Freezing/.test(c.text));
    expect(freezing?.exception).toMatch(/maintain heat.*; or \(b\) shut off the water/);
    expect(clauses(OPEN_PERILS).some((c) => /^or \(b\)/.test(c.text))).toBe(false);
  });

  it('asks whether the refusal beside the grant applies to a branch through the roof, and covers on no', async () => {
    await expectAskedThenDecided(
      (change) => assessOnParagraph(OPEN_PERILS, change),
      {
        itemType: 'home',
        description:
          'In a wind storm a large branch broke off and crashed onto our roof, punching a hole in it.',
      },
      'Freezing of a plumbing, heating',
      'no',
      'likely_covered',
    );
  });

  it('refuses pipes that froze with the heating off and the water left on: no alternative was met', async () => {
    const result = await assessOnParagraph(OPEN_PERILS, {
      itemType: 'home',
      description:
        'We switched the furnace off for the winter and left the water on. The pipes froze and burst.',
    });
    expect(result.verdict).toBe('likely_not_covered');
  });

  it('asks, not covers, when pipes froze with the heating off and the water not spoken of', async () => {
    const result = await assessOnParagraph(OPEN_PERILS, {
      itemType: 'home',
      description: 'We switched the furnace off for the winter. The pipes froze and burst.',
    });
    expect(result.verdict).toBe('unclear');
  });

  it('does not read "loss of or damage to property that does not belong to you" as cover of your own', async () => {
    const result = await assessOnParagraph(
      'Personal liability. 2. Loss of or damage to property that does not belong to you or anyone in your employment.',
      {
        itemType: 'travel',
        description: 'I left my phone on my beach towel and when I got back it was gone.',
      },
    );
    expect(result.verdict).not.toBe('likely_covered');
  });
});

describe('the company as the one who pays or refuses', () => {
  it('reads "the Company will reimburse" as the grant and "shall not be liable" as the refusal', () => {
    expect(grantsThenRefuses(BAGGAGE)).toBe(true);
    expect(clauseParts(BAGGAGE).some((p) => p.role === 'exclusion' && /wear and tear/.test(p.text))).toBe(
      true,
    );
  });

  it('asks whether the refusal beside "damaged or lost" applies to baggage destroyed by fire, and covers on no', async () => {
    await expectAskedThenDecided(
      (change) => assessOnParagraph(BAGGAGE, change),
      {
        itemType: 'travel',
        description:
          'A fire broke out in my hotel in Rome and my suitcase with all my clothes was destroyed.',
      },
      'damage due to wear and tear, moth or vermin',
      'no',
      'likely_covered',
    );
  });
});

describe('the claim', () => {
  it('does not read "a fire broke out" as something broken', () => {
    expect(read('A fire broke out in the hotel.').yes.has('@breakage')).toBe(false);
    expect(read('The vase broke when it fell.').yes.has('@breakage')).toBe(true);
  });

  it('reads frozen pipes as freezing', () => {
    expect(read('The pipes froze and burst in January.').yes.has('@freeze')).toBe(true);
  });
});

describe('a question whether a refusal applies', () => {
  const wording =
    "We cover stuff that you own, that's normally kept at your home, and that was damaged by a fire, a burst pipe, theft or vandalism. So damage to your car, injuries to your pet, or damage to stuff used for business such as your work laptop, aren't covered.";
  const description = 'A pipe burst in the flat above and water poured onto my desk, destroying my laptop.';

  it('refuses when the answer is yes and covers when it is no', async () => {
    const first = await assessOnParagraph(wording, { itemType: 'home', description });
    const question = first.questions.find((q) => /apply/.test(q.question));
    expect(first.verdict).toBe('unclear');
    expect(question).toBeDefined();
    const id = question?.id ?? '';
    const yes = await assessOnParagraph(wording, { itemType: 'home', description, answers: { [id]: 'yes' } });
    const no = await assessOnParagraph(wording, { itemType: 'home', description, answers: { [id]: 'no' } });
    expect(yes.verdict).toBe('likely_not_covered');
    expect(no.verdict).toBe('likely_covered');
  });
});

describe('a list of named perils after its lead-in', () => {
  const lines = [
    'PERILS INSURED AGAINST',
    'We insure for direct physical loss to the property described in Coverage C caused by any of the',
    'following perils, unless the loss is excluded in Section I - Exclusions.',
    '1. Fire or lightning.',
    '2. Vandalism or malicious mischief.',
    '3. Theft.',
    'a. This peril does not include loss caused by theft committed by an insured.',
  ];

  it('asks whether the refusal under the peril applies to a burglary, and covers it by the peril on no', async () => {
    const answered = await expectAskedThenDecided(
      (change) => assessOnLines(lines, change),
      {
        itemType: 'home',
        description: 'While we were out someone forced the back door and took my jewellery box.',
      },
      'loss caused by theft committed by an insured',
      'no',
      'likely_covered',
    );
    expect(answered?.reasons[0]).toMatch(/Theft/);
  });

  it('does not cover an event the list does not name', async () => {
    const result = await assessOnLines(lines, {
      itemType: 'home',
      description: 'The river burst its banks and flooded the ground floor, ruining the sofa.',
    });
    expect(result.verdict).not.toBe('likely_covered');
  });
});

describe('a wrapped sentence and a grant qualified by what the damage must be', () => {
  it('reads a line that ends in a figure but carries on a sentence as prose', () => {
    const read = clausesOf({
      file: 'p.pdf',
      pages: [
        'This section covers the Insured Property against physical loss or damage caused by a Guest during a Valid\nBooking; or Accidental Damage. The Excess of £100.',
      ],
    } as never);
    expect(read).toHaveLength(1);
    expect(read[0]?.role).toBe('cover');
  });

  it('asks what "with a fracture through the entire thickness" needs instead of assuming it', () => {
    const parts = clauseParts(
      'Covered for accidental breakage with a fracture through the entire thickness to fixed glass in your furniture.',
    );
    expect(parts.map((p) => p.role)).toEqual(['grant', 'condition']);
  });
});

describe('cover of the building against any physical loss', () => {
  it('does not take in the things kept in it', async () => {
    const wording =
      'COVERAGE A – DWELLING. We insure against risk of direct physical loss to the dwelling on the residence premises.';
    const roof = await assessOnParagraph(wording, {
      itemType: 'home',
      description: 'A storm tore shingles off our roof and rain came in through the hole.',
    });
    const tv = await assessOnParagraph(wording, {
      itemType: 'home',
      description: 'My son knocked the TV off its stand and the screen shattered.',
    });
    expect(roof.verdict).toBe('likely_covered');
    expect(tv.verdict).not.toBe('likely_covered');
  });
});
