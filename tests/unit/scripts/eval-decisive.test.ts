import { describe, expect, it } from 'vitest';
import { decisiveShown, quotesMeet } from '#scripts/eval-decisive';

describe('whether an assessment shows the decisive clause', () => {
  const decisive = { page: 11, quote: 'have been left in or on your car;' };

  it('finds it in a citation on its page that holds its words', () => {
    const cited = {
      file: 'b.pdf',
      page: 11,
      quote: 'Theft of your car if the keys have been left in or on your car;',
    };
    const citations = [cited];
    expect(decisiveShown(decisive, { citations, questions: [] })).toBe(true);
    expect(decisiveShown(decisive, { citations: [{ ...cited, page: 12 }], questions: [] })).toBe(false);
  });

  it('finds it quoted in a question', () => {
    const questions = [{ id: 'q', question: 'Does this apply: "keys have been left in or on your car;"?' }];
    expect(decisiveShown(decisive, { citations: [], questions })).toBe(true);
  });

  it('does not take other words on the page for it', () => {
    expect(quotesMeet('Your car has been left unattended with the engine running.', decisive.quote)).toBe(
      false,
    );
  });
});
