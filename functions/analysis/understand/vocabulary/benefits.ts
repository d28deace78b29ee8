import { type BenefitWords, naming } from './benefit-phrase';
import { SUB_COVER_TERMS } from './terms';

/**
 * Benefit labels: the words insurers print beside a figure in a table of benefits, and how a
 * label maps to a sub-cover key. The spec's sub-covers come from `SUB_COVER_TERMS`; the benefits
 * below are ones many wordings state besides them (money and phones inside travel cover, buildings
 * and contents sums, alternative accommodation, dental and optical care in health plans).
 */
export const OTHER_BENEFIT_TERMS: Record<string, Record<string, readonly string[]>> = {
  home: {
    buildings: ['buildings', 'buildings sum insured', 'sum insured for buildings', 'buildings cover'],
    contents: ['contents', 'contents sum insured', 'sum insured for contents', 'contents cover'],
    alternative_accommodation: ['alternative accommodation', 'loss of rent'],
    personal_possessions: ['personal possessions', 'personal belongings'],
  },
  health: {
    dental: ['dental'],
    optical: ['optical', 'eye care', 'eyewear', 'glasses', 'vision'],
  },
  travel: {
    personal_money: [
      'personal money',
      'your money',
      'loss of money',
      'cash and passports',
      'cash and passport',
    ],
    mobile_phone: ['mobile phone', 'mobile phones', 'smartphone', 'smartphones', 'gadget', 'gadgets'],
  },
  smartphone: {},
};

/**
 * Benefits insurers pay as an allowance (so much a day or for every so many hours, up to a
 * maximum), with the words that name the section of the policy such a benefit sits in.
 */
export const ALLOWANCE_SECTIONS: Record<string, Record<string, RegExp>> = {
  travel: { travel_delay: /\b(delays?|disruption)\b/i },
};

/** Every benefit key an item type can have, with its label words: the spec's first. */
export function benefitTerms(itemType: string): Record<string, readonly string[]> {
  return { ...(SUB_COVER_TERMS[itemType] ?? {}), ...(OTHER_BENEFIT_TERMS[itemType] ?? {}) };
}

/** Short and camel-case names other sources use for the same keys. */
const KEY_ALIASES: Record<string, string> = {
  baggage: 'lost_baggage',
  cancellation: 'trip_cancellation',
  delay: 'travel_delay',
  evacuation: 'emergency_evacuation',
  inpatient: 'hospitalization',
  smartphone: 'mobile_phone',
  money: 'personal_money',
};

/** The key a name stands for: 'medicalExpenses' → 'medical_expenses', 'baggage' → 'lost_baggage'. */
export function benefitKey(name: string): string {
  const snake = name.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();
  return KEY_ALIASES[snake] ?? snake;
}

/**
 * Rows under a benefit that state a narrower figure: sub-limits, per-item and per-article limits,
 * age bands, family totals, bullets. Their figure is not the benefit's own limit.
 */
export const SUB_ROW_LABEL =
  /^([•\-–*▪●◦]|sub-?limits?\b|limits? (for|per|on)\b|(single|any one) (item|article)|per (item|article|pair|set|person|day|claim)\b|max(imum)? (per|for)\b|overall limit|(adults?|child(ren)?|seniors?|insured persons?|aged?|below|under|over)\b|\d+\s*(to|-|–)\s*\d+\s*years)|\b(in total|per item|per article|family plan|years (old|of age))\b/i;

/**
 * What a benefit takes after its name by its nature: water escapes from somewhere, liability is to
 * someone, personal possessions are away from the home, a cancellation is of the trip.
 */
const BENEFIT_COMPLEMENTS: Readonly<Record<string, RegExp>> = {
  water_escape: /^(from|in|out of)\b/,
  personal_liability: /^to\b/,
  personal_possessions: /^(away from|outside|anywhere)\b/,
  trip_cancellation: /^(of )?(the |your )?(trip|journey|holiday|travel|booking)\b/,
  emergency_evacuation: /^(to|from)\b/,
};

/** Words that name a mobile phone, whatever cover it sits in. */
export const PHONE_TERMS: readonly string[] = [
  'mobile phone',
  'mobile phones',
  'smartphone',
  'smartphones',
  'cell phone',
  'cell phones',
  'mobile devices',
  'telecommunication mobile devices',
  'handset',
  'handsets',
];

const wordsOf = new WeakMap<readonly string[], BenefitWords>();

/** A benefit key's words for reading a phrase by its head (benefit-phrase.ts), made once per list of terms. */
export function benefitWords(key: string, terms: readonly string[]): BenefitWords {
  const known = wordsOf.get(terms);
  if (known) return known;
  const complement = BENEFIT_COMPLEMENTS[key];
  const words = complement ? { terms, complement } : { terms };
  wordsOf.set(terms, words);
  return words;
}

/**
 * The keys a label names by its head phrase (the words before its first break), in the order of
 * `terms` (the spec's sub-covers first): "Theft from outbuildings" names no key, "Theft" does.
 */
export function keysNamedBy(label: string, terms: Record<string, readonly string[]>): string[] {
  return Object.entries(terms)
    .filter(([key, words]) => naming(label, benefitWords(key, words), true) === 'exact')
    .map(([key]) => key);
}

/**
 * A page of a Financial Services Guide (AU) or similar disclosure about what the insurer pays its
 * agents and staff: its figures are commissions and fees, never limits of cover.
 */
export function isRemunerationPage(pageText: string): boolean {
  return (
    /\b(financial services guide|FSG)\b/.test(pageText) && /\b(remunerat\w*|commissions?)\b/i.test(pageText)
  );
}
