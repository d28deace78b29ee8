import { describe, expect, it } from 'vitest';
import { readClaim } from '#functions/analysis/decide/claim-reading';
import { namedPerils } from '#functions/analysis/decide/rules/perils';
import { affirmed, negated, termsOf } from '#functions/analysis/understand/language/concepts';
import { policyModel } from '#functions/analysis/understand/policy-model';
import { assessOnLines, assessOnParagraph, expectAskedThenDecided } from '#tests/steps/assess-wording';
import { claimFacts } from '#tests/steps/claim-facts';

describe('whether the building itself was opened or damaged', () => {
  it.each([
    'A gale tore a strip of tiles off the roof and left a hole above the landing.',
    'An oak fell and crashed through the roof into the lounge.',
    'unless the force of the storm first damages the building, making an opening in the roof or a wall',
  ])('is read in "%s"', (text) => {
    expect(affirmed(termsOf(text, 'word')).has('@building_damaged')).toBe(true);
  });

  it.each(['The house itself was not damaged.', 'Nothing outside the house was damaged.'])(
    'is denied in "%s"',
    (text) => {
      expect(negated(termsOf(text)).has('@building_damaged')).toBe(true);
    },
  );

  it('is not read in a wall-mounted television smashed', () => {
    expect(
      affirmed(termsOf('A toy smashed the screen of our wall-mounted TV.')).has('@building_damaged'),
    ).toBe(false);
  });
});

/** A made-up named-perils form: contents covered for listed perils, each with its own limits. */
const FORM =
  'CONTENTS COVER We insure your household goods against direct physical loss caused by the perils listed below, ' +
  'unless the loss is excluded in the General Exclusions. 3. Storm. This peril does not include damage to goods ' +
  'inside the home caused by rain or snow unless the force of the storm first damages the building, making an ' +
  'opening in the roof or a wall through which the rain or snow enters.';

describe('a peril whose own exception decides', () => {
  it('covers rain through a hole the storm tore in the roof', async () => {
    const result = await assessOnParagraph(FORM, {
      description:
        'A storm tore a strip of tiles off our roof and rain poured through the hole onto the bed and wardrobe.',
    });
    expect(result.verdict).toBe('likely_covered');
  });

  it('asks whether it applies to rain through windows left open, the house not damaged, and refuses on yes', async () => {
    await expectAskedThenDecided(
      (change) => assessOnParagraph(FORM, change),
      {
        description:
          'We left the windows open during a storm and rain soaked the sofa and the rug. The house itself was not damaged.',
      },
      'damage to goods inside the home caused by rain or snow',
      'yes',
      'likely_not_covered',
    );
  });

  it('asks when the claim does not say how the rain got in', async () => {
    const result = await assessOnParagraph(FORM, {
      description: 'During a storm rain got in and soaked the sofa and the rug.',
    });
    expect(result.verdict).toBe('unclear');
  });
});

describe('perils listed after a grant that points to them', () => {
  const grant = [
    'COVERAGE C - CONTENTS',
    'We insure for direct physical loss to the property described in Coverage C caused by any of the',
    'following perils, unless the loss is excluded in the General Exclusions.',
  ];

  it('asks whether a cause none of the named perils names meets the grant, and refuses on no', async () => {
    const answered = await expectAskedThenDecided(
      (change) => assessOnLines([...grant, '1. Fire or lightning.', '2. Windstorm or hail.'], change),
      { description: 'The river burst its banks and flooded the ground floor, ruining the sofa.' },
      'caused by any of the following perils',
      'no',
      'likely_not_covered',
    );
    expect(answered?.checks.find((c) => c.id === 'named-causes')?.outcome).toBe('fail');
  });

  it('does not take numbered sections after other text for the perils', () => {
    const lines = [
      ...grant,
      'The perils are set out in the booklet that came with your schedule.',
      '1. Definitions.',
    ];
    const model = policyModel([{ file: 'p.pdf', pages: [lines.join('\n')] }]);
    const clause = model.clauses.find((c) => c.role === 'cover');
    const reading = readClaim(
      claimFacts({ description: 'Someone forced the back door and took my jewellery box.' }),
    );
    const found = namedPerils(model, reading, clause ? { clause, score: 1 } : null);
    expect(found.map((f) => f.outcome)).toEqual(['unknown']);
  });

  it('asks which peril it was when the list is not in the document', () => {
    const model = policyModel([{ file: 'p.pdf', pages: [grant.join('\n')] }]);
    const clause = model.clauses.find((c) => c.role === 'cover');
    expect(clause).toBeDefined();
    const reading = readClaim(
      claimFacts({ description: 'Someone forced the back door and took my jewellery box.' }),
    );
    const found = namedPerils(model, reading, clause ? { clause, score: 1 } : null);
    expect(found.map((f) => f.outcome)).toEqual(['unknown']);
  });
});
