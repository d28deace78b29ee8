import { describe, expect, it } from 'vitest';
import { correctLine, correctMisreads } from '#functions/analysis/read/ocr/misreads';

describe("putting right OCR's common misreadings", () => {
  it('turns a misread tick, cross or bullet that starts an item into a bullet', () => {
    expect(correctLine("v' Pedal Cycles are covered in the United Kingdom and Europe.")).toBe(
      '• Pedal Cycles are covered in the United Kingdom and Europe.',
    );
    expect(correctLine('Vv’ Public liability anywhere in the World.')).toBe(
      '• Public liability anywhere in the World.',
    );
    expect(correctLine('% When your home is left unoccupied')).toBe('• When your home is left unoccupied');
    expect(correctLine('e 12 to 69 years old $5,000')).toBe('• 12 to 69 years old $5,000');
    expect(correctLine('® Motor Legal help with legal costs')).toBe('• Motor Legal help with legal costs');
  });

  it('leaves a real first word, and a letter that runs on into the sentence, alone', () => {
    expect(correctLine('A claim form must be sent within 30 days.')).toBe(
      'A claim form must be sent within 30 days.',
    );
    expect(correctLine('I Cover for keys broken in a lock')).toBe('I Cover for keys broken in a lock');
    expect(correctLine('e the rest of a word')).toBe('e the rest of a word');
    expect(correctLine('x')).toBe('x');
  });

  it('reads a lone bar between two words as the word I', () => {
    expect(correctMisreads(['Where', 'am', '|', 'covered?'])).toEqual(['Where', 'am', 'I', 'covered?']);
    expect(correctMisreads(['1', '|', 'Accidental', 'Death'])).toEqual(['1', '|', 'Accidental', 'Death']);
    expect(correctMisreads(['Benefit', '|', '$500'])).toEqual(['Benefit', '|', '$500']);
  });

  it('drops a bar left at either end of a line by the edge of a box, but reads "| have" as "I have"', () => {
    expect(correctLine('| Other Covered Services (see your plan) |')).toBe(
      'Other Covered Services (see your plan)',
    );
    expect(correctLine('| have read the policy')).toBe('I have read the policy');
    expect(correctLine('|')).toBe('|');
  });

  it("drops the icon OCR read as a sign or letter before a heading's question", () => {
    expect(correctLine('= What is insured?')).toBe('What is insured?');
    expect(correctLine('A What is not insured?')).toBe('What is not insured?');
    expect(correctLine('N Are there restrictions on cover?')).toBe('Are there restrictions on cover?');
    expect(correctLine('I Are you covered?')).toBe('Are you covered?');
    expect(correctLine('Is this covered?')).toBe('Is this covered?');
  });
});
