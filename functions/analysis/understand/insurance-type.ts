import { INSURANCE_TYPES } from '#domain/insurance';

/**
 * The insurance type a document is about, from what it covers: each type's covers and their usual
 * words, weighted by how much they say about the type ("hospitalisation" says health, "trip" says
 * travel, "buildings" and "contents" say home, "locksmith" and "fob" say key cover). A health add-on
 * talks about hospitals and illness, so it is health, however often it uses "travel" in passing.
 * Every mention counts, so the type the whole document is about outweighs a cover it mentions once.
 */
const TYPE_WORDS: Record<string, Record<string, number>> = {
  travel: {
    'travel insurance': 6,
    trip: 2,
    trips: 2,
    journey: 2,
    baggage: 3,
    luggage: 3,
    'travel delay': 3,
    'travel documents': 2,
    'missed departure': 3,
    'overseas medical': 2,
    'scheduled flight': 2,
    'home country': 1,
  },
  health: {
    'health insurance': 6,
    'health plan': 4,
    hospitalisation: 3,
    hospitalization: 3,
    'in-patient': 3,
    inpatient: 3,
    'day care': 2,
    'pre-existing disease': 3,
    maternity: 2,
    'network provider': 2,
    copayment: 2,
    coinsurance: 2,
    'out-of-pocket': 2,
    illness: 1,
    surgery: 1,
    'medical practitioner': 1,
  },
  home: {
    'home insurance': 6,
    household: 2,
    buildings: 2,
    contents: 1,
    'escape of water': 3,
    subsidence: 3,
    'insured address': 2,
    'your home': 2,
    burglary: 1,
    'home building': 3,
  },
  car: {
    'car insurance': 6,
    'motor insurance': 6,
    'your car': 3,
    'your vehicle': 2,
    motor: 1,
    driver: 1,
    driving: 1,
    windscreen: 3,
    'no claims discount': 3,
    'courtesy car': 3,
  },
  mobile: {
    'gadget insurance': 6,
    'phone insurance': 6,
    'mobile phone insurance': 6,
    'your phone': 2,
    'your device': 2,
    'your gadget': 2,
    'mobile phone': 2,
    smartphone: 3,
    gadget: 2,
    gadgets: 2,
    handset: 3,
    'cracked screen': 3,
  },
  pet: { 'pet insurance': 6, 'vet fees': 3, veterinary: 3, 'your pet': 3 },
  life: {
    'life insurance': 6,
    'life assured': 3,
    'death benefit': 3,
    'terminal illness': 3,
    'critical illness': 2,
  },
  other: { 'key insurance': 6, keys: 2, locksmith: 3, fob: 3, 'lost keys': 3 },
};

/** Below this score the document says too little about any cover to type it. */
const MIN_SCORE = 8;

/** Every phrase of every type in one pattern, longest first, so a text is read once. */
const PHRASES = Object.values(TYPE_WORDS)
  .flatMap((words) => Object.keys(words))
  .sort((a, b) => b.length - a.length);
const ANY_PHRASE = new RegExp(
  `\\b(?:${PHRASES.map((p) => p.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')).join('|')})\\b`,
  'g',
);

/** Each type's score on a text: its words' counts times their weights. */
export function typeScores(text: string): Record<string, number> {
  const counts = new Map<string, number>();
  for (const [phrase] of text.toLowerCase().replace(/\s+/g, ' ').matchAll(ANY_PHRASE))
    counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
  return Object.fromEntries(
    Object.entries(TYPE_WORDS).map(([id, words]) => [
      id,
      Object.entries(words).reduce((sum, [phrase, weight]) => sum + weight * (counts.get(phrase) ?? 0), 0),
    ]),
  );
}

/** Words a product name uses for its type ("Premier Travel", "Global Health Care", "Car Insurance"). */
const NAME_HINTS: Record<string, RegExp> = {
  travel: /\b(?:travel|trip|journey)/i,
  health: /\b(?:health|medical|hospital)/i,
  home: /\b(?:home|house|household|buildings?|contents|landlord|tenant)/i,
  car: /\b(?:car|motor|vehicle|van)\b/i,
  mobile: /\b(?:phone|mobile|gadget|device)/i,
  pet: /\b(?:pet|dog|cat)s?\b/i,
  life: /\blife\b/i,
  other: /\bkeys?\b/i,
};

/** The type a name leads with: "Travel Medical Insurance" is travel, "Pet Health Cover" is pet. */
function namedType(name: string): string | null {
  let first: { id: string; at: number } | null = null;
  for (const [id, hint] of Object.entries(NAME_HINTS)) {
    const at = hint.exec(name)?.index;
    if (at !== undefined && (!first || at < first.at)) first = { id, at };
  }
  return first?.id ?? null;
}

/**
 * The id of the app's insurance type the documents are about, or null when they do not say. The
 * product's name counts as much as a page of text: it is what the insurer calls the cover.
 */
export function readInsuranceType(pages: readonly string[], name: string | null = null): string | null {
  const scores = typeScores(pages.join('\n'));
  const named = name ? namedType(name) : null;
  if (named) scores[named] = (scores[named] ?? 0) + MIN_SCORE;
  let best: { id: string; score: number } | null = null;
  for (const [id, score] of Object.entries(scores))
    if (score >= MIN_SCORE && (!best || score > best.score)) best = { id, score };
  return best && INSURANCE_TYPES.some((t) => t.id === best.id) ? best.id : null;
}
