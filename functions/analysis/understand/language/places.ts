import { type PlaceName, WORLD_PLACES } from './world-places';

/**
 * Where something happened, as a country, and whether a policy's area of cover ("the United
 * Kingdom and Europe", "anywhere in the world", "worldwide excluding the USA and Canada",
 * "within Australia") includes it.
 */
const EUROPE = [
  'GB',
  'IE',
  'FR',
  'DE',
  'ES',
  'PT',
  'IT',
  'NL',
  'BE',
  'LU',
  'CH',
  'AT',
  'DK',
  'NO',
  'SE',
  'FI',
  'IS',
  'PL',
  'CZ',
  'SK',
  'HU',
  'GR',
  'HR',
  'SI',
  'RO',
  'BG',
  'EE',
  'LV',
  'LT',
  'MT',
  'CY',
  'MC',
  'AD',
  'TR',
];

/**
 * Names and places that point to a country: the country's own names, then major cities and regions.
 * Names that are also common words or stand in two countries (Reading, Perth, Victoria, Georgia) are
 * left out: a place the list cannot place is asked about, never guessed.
 */
const NAMES: Record<string, readonly string[]> = {
  GB: [
    'united kingdom',
    'uk',
    'u.k.',
    'great britain',
    'britain',
    'england',
    'scotland',
    'wales',
    'northern ireland',
    'london',
    'manchester',
    'leeds',
    'birmingham',
    'glasgow',
    'edinburgh',
    'cardiff',
    'bristol',
    'liverpool',
    'belfast',
  ],
  IE: ['ireland', 'dublin'],
  FR: ['france', 'paris', 'nice', 'lyon'],
  DE: ['germany', 'berlin', 'munich'],
  ES: ['spain', 'madrid', 'barcelona', 'majorca', 'mallorca', 'ibiza', 'tenerife'],
  PT: ['portugal', 'lisbon', 'porto', 'algarve'],
  IT: ['italy', 'rome', 'milan', 'venice', 'florence'],
  NL: ['netherlands', 'holland', 'amsterdam'],
  BE: ['belgium', 'brussels'],
  CH: ['switzerland', 'zurich', 'geneva'],
  AT: ['austria', 'vienna'],
  GR: ['greece', 'athens', 'crete'],
  TR: ['turkey', 'istanbul'],
  DK: ['denmark', 'copenhagen'],
  NO: ['norway', 'oslo'],
  SE: ['sweden', 'stockholm'],
  FI: ['finland', 'helsinki'],
  PL: ['poland', 'warsaw', 'krakow'],
  CZ: ['czech republic', 'czechia', 'prague'],
  HU: ['hungary', 'budapest'],
  HR: ['croatia', 'dubrovnik'],
  IS: ['iceland'],
  MT: ['malta'],
  CY: ['cyprus'],
  US: [
    'united states',
    'usa',
    'u.s.a.',
    'u.s.',
    'america',
    'new york',
    'los angeles',
    'san francisco',
    'chicago',
    'miami',
    'las vegas',
    'orlando',
    'hawaii',
    'alabama',
    'alaska',
    'arizona',
    'arkansas',
    'california',
    'colorado',
    'connecticut',
    'delaware',
    'florida',
    'idaho',
    'illinois',
    'indiana',
    'iowa',
    'kansas',
    'kentucky',
    'louisiana',
    'maine',
    'maryland',
    'massachusetts',
    'michigan',
    'minnesota',
    'mississippi',
    'missouri',
    'montana',
    'nebraska',
    'nevada',
    'new hampshire',
    'new jersey',
    'new mexico',
    'north carolina',
    'north dakota',
    'ohio',
    'oklahoma',
    'oregon',
    'pennsylvania',
    'rhode island',
    'south carolina',
    'south dakota',
    'tennessee',
    'texas',
    'utah',
    'vermont',
    'virginia',
    'washington',
    'west virginia',
    'wisconsin',
    'wyoming',
  ],
  CA: ['canada', 'toronto', 'vancouver', 'montreal'],
  MX: ['mexico', 'cancun'],
  BR: ['brazil', 'rio de janeiro'],
  AU: [
    'australia',
    'sydney',
    'melbourne',
    'brisbane',
    'adelaide',
    'hobart',
    'darwin',
    'gold coast',
    'queensland',
    'new south wales',
    'tasmania',
  ],
  NZ: ['new zealand', 'auckland'],
  SG: ['singapore'],
  MY: ['malaysia', 'kuala lumpur', 'penang'],
  TH: ['thailand', 'bangkok', 'phuket'],
  ID: ['indonesia', 'bali', 'jakarta'],
  JP: ['japan', 'tokyo', 'osaka', 'kyoto'],
  KR: ['south korea', 'korea', 'seoul'],
  CN: ['china', 'beijing', 'shanghai'],
  HK: ['hong kong'],
  TW: ['taiwan', 'taipei'],
  VN: ['vietnam', 'hanoi'],
  PH: ['philippines', 'manila'],
  IN: ['india', 'delhi', 'mumbai', 'bangalore', 'bengaluru', 'chennai', 'kolkata', 'goa'],
  AE: ['united arab emirates', 'uae', 'dubai', 'abu dhabi'],
  ZA: ['south africa', 'cape town'],
  EG: ['egypt', 'cairo'],
};

const listed = Object.entries(NAMES).flatMap(([code, names]) =>
  names.map((name) => ({ code, name, proper: false })),
);
const listedNames = new Set(listed.map((p) => p.name));
const lookup: readonly PlaceName[] = [
  ...listed,
  ...WORLD_PLACES.filter((p) => !listedNames.has(p.name)),
].sort((a, b) => b.name.length - a.name.length);

function namePattern(name: string): RegExp {
  const words = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[\s-]+/g, '[\\s-]+');
  return new RegExp(`(?<![a-z])${words}(?![a-z])`, 'gi');
}
const patterns = new Map(lookup.map(({ name }) => [name, namePattern(name)]));

/** Where the name stands in the text, as written (a proper name only with its capital). */
function standsIn(place: PlaceName, text: string): boolean {
  const pattern = patterns.get(place.name) as RegExp;
  pattern.lastIndex = 0;
  for (const m of text.matchAll(pattern)) {
    if (!place.proper || /^[A-Z]/.test(m[0])) return true;
  }
  return false;
}

/** Countries named in a text, in order of specificity (longest names first), without repeats. */
export function countriesIn(text: string): string[] {
  const found: string[] = [];
  let rest = plainWritten(text);
  for (const place of lookup) {
    if (!standsIn(place, rest)) continue;
    // "UK" must be the letters in capitals, not a word fragment in another language.
    if (place.name === 'uk' && !/\bUK\b/.test(rest)) continue;
    if (!found.includes(place.code)) found.push(place.code);
    rest = rest.replace(patterns.get(place.name) as RegExp, ' ');
  }
  return found;
}

/** The text without accents or curly apostrophes, its capitals kept. */
function plainWritten(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[‘’'`]/g, '');
}

export interface Territory {
  /** Countries covered, or 'world'. */
  readonly includes: readonly string[] | 'world';
  readonly excludes: readonly string[];
}

const WORLD = /\b(anywhere in the world|worldwide|world-wide|rest of the world)\b/i;

/** The area of cover a clause states, or null when it names none. */
export function territoryIn(text: string): Territory | null {
  const [included = text, excluded = ''] = text.split(
    /\b(?:excluding|except(?: for)?|but not|other than)\b/i,
  );
  const excludes = countriesIn(excluded);
  if (WORLD.test(included)) return { includes: 'world', excludes };
  const includes = countriesIn(included);
  if (/\beurope\b/i.test(included)) includes.push(...EUROPE.filter((c) => !includes.includes(c)));
  return includes.length ? { includes, excludes } : null;
}

export function territoryCovers(territory: Territory, country: string): boolean {
  if (territory.excludes.includes(country)) return false;
  return territory.includes === 'world' || territory.includes.includes(country);
}
