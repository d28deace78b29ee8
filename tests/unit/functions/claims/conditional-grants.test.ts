import { describe, expect, it } from 'vitest';
import { clauseParts } from '#functions/analysis/understand/clause-parts';
import { clausesOf } from '#functions/analysis/understand/clauses';
import { assessOnParagraph } from '#tests/steps/assess-wording';

describe('a grant that says it is given only if something holds', () => {
  it.each([
    [
      'Theft from a tent is only covered if the tent was zipped shut and you were camping on a registered site.',
      'if',
    ],
    ['Jewellery is only covered when it is worn by you or kept in a locked safe.', 'when'],
  ])('is a grant and a condition: %s', (text, lead) => {
    const parts = clauseParts(text);
    expect(parts.map((p) => p.role)).toEqual(['grant', 'condition']);
    expect(parts[1]?.text.startsWith(lead)).toBe(true);
  });

  const wording =
    'Theft from your van is only covered if the tools were hidden in a locked glovebox or a locked boot and there is evidence of forced entry.';

  it('covers a claim that shows every part of the condition', async () => {
    const result = await assessOnParagraph(wording, {
      itemType: 'other',
      description:
        'Thieves forced the back door lock of my van and took the drill I had left in the locked boot.',
    });
    expect(result.verdict).toBe('likely_covered');
  });

  it('asks, rather than covers, when the claim does not show it', async () => {
    const result = await assessOnParagraph(wording, {
      itemType: 'other',
      description: 'My drill was taken from the passenger seat of my van; the side window was smashed.',
    });
    expect(result.verdict).not.toBe('likely_covered');
  });
});

describe('a line with a figure that carries on into the next', () => {
  it('is one sentence of prose, not a row of a table', () => {
    const page =
      'Gadgets: we will pay up to £1,500 for your gadgets lost or stolen while away from home. We\nwill not pay for gadgets left in a vehicle overnight.';
    const clauses = clausesOf({ file: 'gadgets.pdf', pages: [page] });
    expect(clauses.some((c) => c.text.includes('from home. We will not pay for gadgets'))).toBe(true);
    expect(clauses.some((c) => c.text.startsWith('will not pay'))).toBe(false);
  });
});

describe('a refusal followed by the cover it leaves ("However, we do cover …")', () => {
  const wording =
    'We do not cover damage caused by rust or gradual deterioration. However, we do cover sudden breakage of fixed glass in doors and windows.';

  it('covers what the sentence after the refusal grants', async () => {
    const result = await assessOnParagraph(wording, {
      description: 'A branch blew against the conservatory and smashed a pane of the door glass.',
    });
    expect(result.verdict).toBe('likely_covered');
    expect(result.reasons[0]).toContain('we do cover sudden breakage of fixed glass');
  });

  it('still refuses what the refusal names', async () => {
    const result = await assessOnParagraph(wording, {
      description: 'The metal window frames have rusted through over the years and the glass has come loose.',
    });
    expect(result.verdict).toBe('likely_not_covered');
  });
});

describe('a benefit named for a stay in hospital', () => {
  it('reads "hospital cash" as a daily benefit, not money lost', async () => {
    const result = await assessOnParagraph(
      'Hospital cash: we will pay £40 for each complete 24 hours you spend in hospital abroad as an in-patient, up to £800.',
      {
        itemType: 'travel',
        description: 'I spent four days in hospital in Lisbon as an in-patient after a road accident.',
      },
    );
    expect(result.verdict).toBe('likely_covered');
  });
});

describe('a grant in the passive ("are insured against")', () => {
  const wording =
    'Your belongings are insured against theft. Theft from an unlocked home is excluded unless the thief forced their way in.';

  it('is the cover, with its refusal tested', async () => {
    const result = await assessOnParagraph(wording, {
      description: 'Burglars forced the patio door while we were out and took the television.',
    });
    expect(result.verdict).toBe('likely_covered');
  });
});

describe('a pet policy filed as another kind of insurance', () => {
  it('does not take the pet for a circumstance that brings every refusal into reach', async () => {
    const result = await assessOnParagraph(
      'Pet cover: we pay vet fees for accidents and illness. We do not pay for routine vaccinations, flea treatment or neutering.',
      { itemType: 'other', description: 'My dog was hit by a car and needed surgery on his broken leg.' },
    );
    expect(result.verdict).not.toBe('likely_not_covered');
  });
});
