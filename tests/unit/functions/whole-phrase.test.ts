import { describe, expect, it } from 'vitest';
import { wholePhrase } from '#functions/analysis/decide/phrase';

describe('a label made from a clause', () => {
  it('keeps a short clause whole, its spacing made single', () => {
    expect(wholePhrase('Loss or damage\n  caused by  pets.')).toBe('Loss or damage caused by pets.');
  });

  it('ends a long clause on a whole word, never mid-word', () => {
    const clause =
      'Loss or damage caused after the Buildings have been left Unoccupied or Unfurnished for more than sixty days in a row.';
    const label = wholePhrase(clause);
    expect(label.length).toBeLessThanOrEqual(81);
    expect(label.endsWith('…')).toBe(true);
    const words = label.slice(0, -1).split(' ');
    for (const word of words) expect(clause.split(' ')).toContain(word);
  });
});
