import { describe, expect, it } from 'vitest';
import { naming } from '#functions/analysis/understand/vocabulary/benefit-phrase';
import { benefitTerms, benefitWords, keysNamedBy } from '#functions/analysis/understand/vocabulary/benefits';

/**
 * Rows named by their head phrase, in wording of our own: a row is a benefit's own only when the
 * phrase's head is the benefit and nothing before or after it narrows it to something else.
 */
const words = (itemType: string, key: string) => benefitWords(key, benefitTerms(itemType)[key] ?? []);
const label = (text: string, itemType: string, key: string) => naming(text, words(itemType, key), true);

describe('a row names a benefit by its head phrase', () => {
  it.each([
    ['Theft', 'exact'],
    ['Burglary or theft', 'exact'],
    ['Theft or attempted theft of your belongings', 'exact'],
    ['Theft from a shed or garage', 'narrow'],
    ['Theft from an unlocked car (in total)', 'narrow'],
    ['Loss or theft of keys', 'narrow'],
    ['Identity theft', null],
    ['Protection against identity theft', null],
    ['Theft-resistant locks fitted', null],
  ])('%s names theft: %s', (text, expected) => {
    expect(label(text, 'home', 'theft_burglary')).toBe(expected);
  });

  it.each([
    ['Escape of water', 'exact'],
    ['Escape of water or oil from a fixed tank', 'exact'],
    ['Tracing and accessing leaks', null],
    ['Finding and fixing leaks £2,500', null],
    ['Locating the source of leaks', null],
    ['Leaks detection service', null],
  ])('%s names escape of water: %s', (text, expected) => {
    expect(label(text, 'home', 'water_escape')).toBe(expected);
  });

  it.each([
    ['Lost baggage', 'exact'],
    ['Lost, stolen or damaged luggage', 'exact'],
    ['Loss of or damage to baggage', 'exact'],
    ['Delayed baggage', null],
    ['Baggage delay', null],
    ['Late arrival of your luggage', null],
    ["Visitors' personal belongings", 'narrow'],
  ])('%s names lost baggage: %s', (text, expected) => {
    expect(label(text, 'travel', 'lost_baggage')).toBe(expected);
  });

  it.each([
    ['Travel delay', 'exact'],
    ['Holiday delay (after 12 hours)', 'exact'],
    ['Baggage delay', null],
    ['Delay in the post', 'narrow'],
  ])('%s names travel delay: %s', (text, expected) => {
    expect(label(text, 'travel', 'travel_delay')).toBe(expected);
  });

  it.each([
    ['Emergency medical expenses', 'exact'],
    ['Medical expenses incurred abroad', 'exact'],
    ['Family visit if you need emergency medical care', null],
    ["A relative's trip to your bedside (medical expenses of the relative)", null],
    ['Emergency medical evacuation', null],
  ])('%s names medical expenses: %s', (text, expected) => {
    expect(label(text, 'travel', 'medical_expenses')).toBe(expected);
  });

  it.each([
    ['Personal liability', 'exact'],
    ['Personal liability to other people', 'exact'],
    ['Card balance cover (personal liability for unpaid bills)', null],
    ['Outstanding card balance', null],
  ])('%s names personal liability: %s', (text, expected) => {
    expect(label(text, 'travel', 'personal_liability')).toBe(expected);
  });

  it.each([
    ['Accidental damage', 'exact'],
    ['Accidental and malicious damage', 'exact'],
    ['Extra accidental damage to your contents', 'exact'],
    ['Accidental damage to garden pipes and cables', 'narrow'],
    ['Malicious damage', null],
  ])('%s names accidental damage: %s', (text, expected) => {
    expect(label(text, 'home', 'accidental_damage')).toBe(expected);
  });

  it('reads every coordinated part of a list of perils, and what a complement narrows', () => {
    const storm = words('home', 'wind_hail_rain');
    expect(naming('Fire, lightning, storm or flood', storm)).toBe('exact');
    expect(naming('We cover damage caused by fire, hail or subsidence', storm)).toBe('exact');
    expect(naming('Storm or flood damage to fences and gates', storm)).toBe('narrow');
    expect(naming('Storm An extreme wind of 50 mph or more', storm)).toBeNull();
  });

  it('takes the sum insured for contents, not a sum one may choose as a minimum', () => {
    expect(label('Contents sum insured', 'home', 'contents')).toBe('exact');
    expect(label('Minimum contents sum insured you may choose', 'home', 'contents')).toBeNull();
    expect(label('Contents in the garden', 'home', 'contents')).toBe('narrow');
  });
});

describe('the keys a label names', () => {
  it('names only the benefit a label is about, the spec’s sub-covers first', () => {
    const travel = benefitTerms('travel');
    expect(keysNamedBy('Loss of passport and money', travel)).toEqual(['personal_money']);
    expect(keysNamedBy('- mobile phone limit', travel)).toEqual(['mobile_phone']);
    expect(keysNamedBy('Delayed baggage', travel)).toEqual([]);
    expect(keysNamedBy('Cancelling your trip', travel)).toEqual(['trip_cancellation']);
    const home = benefitTerms('home');
    expect(keysNamedBy('Theft from outbuildings', home)).toEqual([]);
    expect(keysNamedBy('Storm, flood or weight of snow', home)).toEqual([
      'wind_hail_rain',
      'weather_flooding',
    ]);
  });
});
