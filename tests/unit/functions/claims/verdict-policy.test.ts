import { describe, expect, it } from 'vitest';
import { assessOnParagraph } from '#tests/steps/assess-wording';

/**
 * The verdict policy on made-up one-paragraph wordings: a refusal the claim's own words contradict,
 * and a cover whose proviso went untested, are asked, never decided; an answer settles them.
 */
describe('a refusal the claim contradicts is asked, not decided', () => {
  const fences =
    'We will pay for damage to your home caused by storm. We will not pay for storm damage to fences, gates or hedges.';

  it('asks when the claim says the thing the refusal names came through unharmed', async () => {
    const result = await assessOnParagraph(fences, {
      itemType: 'home',
      description:
        'The storm ripped tiles off our roof and cracked the chimney. The fence survived without a scratch.',
    });
    expect(result.verdict).not.toBe('likely_not_covered');
  });

  it('still refuses when the claim says the thing the refusal names was damaged', async () => {
    const result = await assessOnParagraph(fences, {
      itemType: 'home',
      description: 'The storm blew our garden fence down and broke two of its panels.',
    });
    expect(result.verdict).toBe('likely_not_covered');
  });
});

describe('a cover with a proviso of its own', () => {
  const presents =
    'Wedding presents: we will cover you for any loss of or damage to wedding presents within 7 days before and after the wedding.';
  const claim = { itemType: 'other', description: 'Burglars broke in and stole our wedding presents.' };

  it('asks the proviso when no rule tested it, quoting the cover with its page, and the answer settles it', async () => {
    const first = await assessOnParagraph(presents, claim);
    expect(first.verdict).toBe('unclear');
    const question = first.questions[0];
    expect(question?.question).toContain('within 7 days before and after the wedding');
    expect(question?.question).toMatch(/\(paragraph\.pdf, page 1\)\?$/);
    const yes = await assessOnParagraph(presents, { ...claim, answers: { [question?.id ?? '']: 'yes' } });
    expect(yes.verdict).toBe('likely_covered');
    const no = await assessOnParagraph(presents, { ...claim, answers: { [question?.id ?? '']: 'no' } });
    expect(no.verdict).toBe('likely_not_covered');
  });
});
