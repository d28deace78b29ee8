import { describe, expect, it } from 'vitest';
import { clausesOf } from '#functions/analysis/understand/clauses';
import { assessOnParagraph, expectAskedThenDecided } from '#tests/steps/assess-wording';

const clauses = (text: string) => clausesOf({ file: 'p.pdf', pages: [text] });

/** A made-up section that names its insured event as an "If …" with no "we will pay" after it. */
const SECTION =
  'SECTION 9 – PERSONAL BELONGINGS If, during a journey abroad, your personal belongings are lost or damaged. ' +
  'In addition to the general exclusions, we will not pay for any claim in respect of: mobile phones, laptops and tablets.';

describe('a section that names its insured event as a condition', () => {
  it('reads the event as the cover and the lead-in after it as the refusal', () => {
    const read = clauses(SECTION);
    expect(read.find((c) => /belongings are lost/.test(c.text))?.role).toBe('cover');
    expect(read.find((c) => /^In addition/.test(c.text))?.role).toBe('exclusion');
  });

  it('does not take an instruction opened by "if" for a cover', () => {
    const read = clauses('If your baggage is lost, you must tell the airline within 24 hours.');
    expect(read.some((c) => c.role === 'cover')).toBe(false);
  });

  it('asks whether the refusal beside it applies to belongings it does not name, and covers on no', async () => {
    await expectAskedThenDecided(
      (change) => assessOnParagraph(SECTION, change),
      {
        itemType: 'travel',
        description: 'In Rome a man on a scooter snatched my handbag with my sunglasses and a scarf in it.',
      },
      'mobile phones, laptops and tablets',
      'no',
      'likely_covered',
    );
  });

  it('refuses a phone, which the refusal names', async () => {
    const result = await assessOnParagraph(SECTION, {
      itemType: 'travel',
      description: 'In Rome a man on a scooter snatched my mobile phone out of my hand.',
    });
    expect(result.verdict).toBe('likely_not_covered');
  });

  it('does not read a theft as an accidental loss', async () => {
    const result = await assessOnParagraph(
      'Gadget cover: we will pay for accidental loss of your tablet while you are away from home.',
      { itemType: 'smartphone', description: 'Thieves broke into my car and stole my tablet from the boot.' },
    );
    expect(result.verdict).not.toBe('likely_covered');
  });
});

describe('things you lose', () => {
  it('are not read as things stolen', async () => {
    const result = await assessOnParagraph(
      'Lost property: we will pay for your personal belongings that you lose while on your trip, up to $500.',
      { itemType: 'travel', description: 'A pickpocket stole my wallet on the metro in Paris.' },
    );
    expect(result.verdict).not.toBe('likely_covered');
  });
});
