import { describe, expect, it } from 'vitest';
import { affirmed, termsOf } from '#functions/analysis/understand/language/concepts';
import { assessOnParagraph } from '#tests/steps/assess-wording';

describe('a lock and the place a traveller stays', () => {
  it.each([
    ['locked in the hotel safe', ['@locked', '@accommodation', '@safe']],
    ['kept in a safety deposit box', ['@safe']],
    ['our rented villa', ['@accommodation']],
    ['they forced open the safe in our room', ['@safe']],
  ])('are read in "%s"', (text, ids) => {
    const found = affirmed(termsOf(text, 'word'));
    for (const id of ids) expect(found.has(id)).toBe(true);
  });

  it('are not read in a safe journey', () => {
    expect(affirmed(termsOf('We had a safe journey home.')).has('@safe')).toBe(false);
  });
});

describe('a term of the cover whose exception the claim shows met', () => {
  const wording =
    'Money and passport: we will pay for the loss or theft of your money or passport while on your trip. ' +
    'Money or a passport left unattended is not covered unless it was locked in a hotel safe or left in your locked accommodation.';

  it.each([
    'While we were out for the day thieves forced the door of our locked villa and took the cash from a drawer.',
    'Our hotel room was broken into while we were at dinner and the thieves prised open the locked room safe and took my passport.',
  ])('covers a theft from the place the exception names: %s', async (description) => {
    const result = await assessOnParagraph(wording, { itemType: 'travel', description });
    expect(result.verdict).toBe('likely_covered');
  });

  it.each([
    'I left my wallet with the cash on a sun lounger while I swam, and it was gone when I came back.',
    'I locked the hire car and left my passport on the back seat; a window was smashed and it was taken.',
  ])('does not cover what the exception does not reach: %s', async (description) => {
    const result = await assessOnParagraph(wording, { itemType: 'travel', description });
    expect(result.verdict).not.toBe('likely_covered');
  });
});

describe('words that look like others', () => {
  it('reads "tripped over a cable" as no journey', () => {
    expect(affirmed(termsOf('I tripped over the charger cable at home.')).has('@travel_abroad')).toBe(false);
    expect(affirmed(termsOf('On our trip to Spain the bag was stolen.')).has('@travel_abroad')).toBe(true);
  });

  it('does not take "other than laptops" as an exception a laptop meets', async () => {
    const result = await assessOnParagraph(
      'We will pay for accidental damage to portable electronics, such as phones and tablets, other than laptop computers, while away from the home.',
      { itemType: 'smartphone', description: 'I dropped my laptop at the airport and the screen cracked.' },
    );
    expect(result.verdict).not.toBe('likely_covered');
  });
});

describe('wearing and an eye', () => {
  it('reads "the backpack I was wearing" as no wear and tear', () => {
    expect(affirmed(termsOf('A pickpocket took it from the backpack I was wearing.')).has('@wear')).toBe(
      false,
    );
    expect(affirmed(termsOf('The seal failed through wear and tear.')).has('@wear')).toBe(true);
  });

  it('reads an eye torn by a branch as an injury, and a sofa torn as none', () => {
    expect(affirmed(termsOf('A branch whipped back and tore into my eye.')).has('@injury')).toBe(true);
    expect(affirmed(termsOf('The dog tore the back of the sofa.')).has('@injury')).toBe(false);
  });
});

describe('a part of the body "done"', () => {
  it('is an operation, and hair or a roof done is not', () => {
    expect(affirmed(termsOf('I had the left eye done as a day patient.')).has('@surgery')).toBe(true);
    expect(affirmed(termsOf('She had her knee done in May.')).has('@surgery')).toBe(true);
    expect(affirmed(termsOf('I had my hair done.')).has('@surgery')).toBe(false);
    expect(affirmed(termsOf('We had the roof done last year.')).has('@surgery')).toBe(false);
  });
});
