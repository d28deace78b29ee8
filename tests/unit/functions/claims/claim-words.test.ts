import { describe, expect, it } from 'vitest';
import { readClaim } from '#functions/analysis/decide/claim-reading';
import { spansIn } from '#functions/analysis/understand/language/quantities';
import { claimFacts } from '#tests/steps/claim-facts';

const read = (description: string) => readClaim(claimFacts({ description }));

describe('words of a claim that name a thing, not an event', () => {
  it('reads "noise-cancelling" and "fire-resistant" as what a thing withstands, not a cancellation or a fire', () => {
    expect(read('They took my noise-cancelling headphones from the locker.').yes.has('@cancellation')).toBe(
      false,
    );
    expect(read('The jewellery was in a fire-resistant safe in the study.').yes.has('@fire')).toBe(false);
    expect(read('We had to cancel the trip when my father fell ill.').yes.has('@cancellation')).toBe(true);
    expect(read('A storm-damaged tree fell on the garage.').yes.has('@storm')).toBe(true);
  });

  it('reads "took her laptop" after a break-in as a theft, and "took her to hospital" as none', () => {
    expect(
      read('Someone forced the lock on her bedroom door and took her laptop and headphones.').yes.has(
        '@theft',
      ),
    ).toBe(true);
    expect(read('Someone saw her fall and took her to hospital in a taxi.').yes.has('@theft')).toBe(false);
  });
});

describe('what happened at once', () => {
  it('reads "burst suddenly" as not gradual, and a slow leak as gradual', () => {
    expect(read('A pipe under the floor burst suddenly last night.').no.has('@wear')).toBe(true);
    expect(read('The seal had been leaking gradually for months.').no.has('@wear')).toBe(false);
    expect(read('The pipe had rusted through and then suddenly gave way.').no.has('@wear')).toBe(false);
  });
});

describe('an injury named by what it did to the body', () => {
  it('reads "a torn ligament" and "a broken wrist" as injuries', () => {
    expect(read('The vet found a torn ligament in his back leg.').yes.has('@injury')).toBe(true);
    expect(read('She slipped on the ice and has a broken wrist.').yes.has('@injury')).toBe(true);
    expect(read('The torn packaging was in the bin.').yes.has('@injury')).toBe(false);
  });
});

describe('the ground moving, and spans given in fortnights', () => {
  it.each([
    'A sinkhole opened under the garage and the slab cracked.',
    'The surveyor says the cracks are from subsidence under the bay window.',
  ])('reads subsidence: %s', (text) => {
    expect(read(text).yes.has('@subsidence')).toBe(true);
  });

  it('counts a fortnight as fourteen days', () => {
    expect(spansIn('we were away for a fortnight')[0]?.days).toBe(14);
  });
});

describe('a thing set down and walked away from', () => {
  it.each([
    'I put my rucksack down on a bench at the station and went to buy a ticket; when I got back it had gone.',
    'I set the bag down by the door and walked over to the bar.',
  ])('is left unattended: %s', (text) => {
    expect(read(text).yes.has('@unattended')).toBe(true);
  });

  it.each([
    'I put my phone down on the table and it slid off onto the floor.',
    'I put the case down and did not go anywhere; a man grabbed it from beside my feet.',
  ])('is not, when no one walked away: %s', (text) => {
    expect(read(text).yes.has('@unattended')).toBe(false);
  });
});
