import { SUB_COVER_TERMS, termPattern } from '../vocabulary';

/**
 * Benefit labels: the words insurers print beside a figure in a table of benefits, and how a
 * label maps to a sub-cover key. The spec's sub-covers come from `SUB_COVER_TERMS`; the benefits
 * below are ones many wordings state besides them (money and phones inside travel cover, buildings
 * and contents sums, alternative accommodation, dental and optical care in health plans).
 */
export const OTHER_BENEFIT_TERMS: Record<string, Record<string, readonly string[]>> = {
  home: {
    buildings: ['buildings sum insured', 'sum insured for buildings', 'buildings cover'],
    contents: ['contents sum insured', 'sum insured for contents', 'contents cover'],
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
    mobile_phone: [
      'mobile phone',
      'mobile phones',
      'smartphone',
      'smartphones',
      'phone',
      'phones',
      'gadget',
      'gadgets',
    ],
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

/** A label that names a key, or null. Earlier keys win ties (the spec's sub-covers first). */
export function keysNamedBy(label: string, terms: Record<string, readonly string[]>): string[] {
  return Object.entries(terms)
    .filter(([, words]) => words.length > 0 && termPattern(words).test(label))
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
