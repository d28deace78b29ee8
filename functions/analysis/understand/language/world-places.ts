import { iso31661, iso31662 } from 'iso-3166';

/**
 * Every country's name, and the multi-word names of the regions, states and provinces inside
 * countries ("Himachal Pradesh", "Western Cape", "New South Wales"), from the ISO 3166 lists.
 * A name that stands in two countries, or that is also an everyday word or a person's name, is
 * left out: a place that cannot be placed is asked about, never guessed.
 */
export interface PlaceName {
  readonly code: string;
  readonly name: string;
  /** Only as written with its capital ("Chile", not "chile con carne"). */
  readonly proper: boolean;
}

/** Countries whose short name is also an everyday word or a first name in English. */
const AMBIGUOUS_COUNTRY = new Set([
  'chad',
  'jordan',
  'jersey',
  'guinea',
  'georgia',
  'turkey',
  'niger',
  'china',
]);
/** Region names made only of these words say a direction, not a place. */
const GENERIC =
  /^(?:(?:north|south|east|west|central|centre|center|northern|southern|eastern|western|north-east|north-west|south-east|south-west|capital|region|district|province|city|coast|islands?|upper|lower|middle|greater|the|of|and)\s*)+$/i;

/**
 * Region names that are also towns elsewhere ("San Juan", "Santa Fe", "Saint Louis", "Long Island",
 * "New Britain"): names built like these are common across countries, so they place nothing.
 */
const TOWN_LIKE =
  /^(?:saint|st|san|santa|sao|port|long|black|grand|hope|cat|harbour|free|new|point|princes?|city|cross|river|mount)\b|\bislands?\b|\b(?:town|city|bay|point|river)$/i;

/** Without accents or apostrophes, lower case: "Himāchal Pradesh" is written "himachal pradesh". */
export function plainName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[‘’'`]/g, '')
    .toLowerCase()
    .trim();
}

/** "Korea, Republic of" is "Korea"; "Falkland Islands (Malvinas)" is "Falkland Islands". */
function shortName(name: string): string {
  return plainName(name.split(/,|\s\(/)[0] ?? name);
}

function unique(entries: readonly { code: string; name: string }[]): Map<string, string> {
  const codes = new Map<string, Set<string>>();
  for (const { code, name } of entries) codes.set(name, (codes.get(name) ?? new Set()).add(code));
  const out = new Map<string, string>();
  for (const [name, set] of codes) if (set.size === 1) out.set(name, [...set][0] as string);
  return out;
}

function worldPlaces(): PlaceName[] {
  const countries = unique(
    iso31661.filter((c) => c.state === 'assigned').map((c) => ({ code: c.alpha2, name: shortName(c.name) })),
  );
  const regions = unique(
    iso31662
      .filter((s) => s.parent === s.code.split('-')[0])
      .map((s) => ({ code: s.parent, name: shortName(s.name) })),
  );
  const out: PlaceName[] = [];
  for (const [name, code] of countries) {
    if (AMBIGUOUS_COUNTRY.has(name) || name.length < 4) continue;
    out.push({ code, name, proper: true });
  }
  for (const [name, code] of regions) {
    const multiWord = /[\s-]/.test(name) && name.length >= 8;
    if (!multiWord || GENERIC.test(name) || TOWN_LIKE.test(name) || countries.has(name)) continue;
    out.push({ code, name, proper: true });
  }
  return out;
}

export const WORLD_PLACES: readonly PlaceName[] = worldPlaces();
