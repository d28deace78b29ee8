/**
 * A journey a clause names by where it starts and ends ("transportation from Hospital to the
 * Insured Person's residence", "transport to your home"), read against the journey the claim tells
 * ("discharged from hospital … fly her back home", "flew her to a hospital with a neurosurgery
 * unit"). Places are read as kinds (a hospital, a home), so "residence" and "back home" are one.
 */
export type PlaceKind = 'hospital' | 'home';

const KINDS: readonly [RegExp, PlaceKind][] = [
  [/^(?:hospitals?|clinics?|medical (?:centre|center|facility)|nursing home)$/i, 'hospital'],
  [/^(?:home|residence|house|flat|apartment|place of residence|usual residence)$/i, 'home'],
];

function kindOf(noun: string | undefined): PlaceKind | null {
  const bare = (noun ?? '').trim().replace(/[’']s$/, '');
  return KINDS.find(([pattern]) => pattern.test(bare))?.[1] ?? null;
}

const PLACE = String.raw`(?:the |a |an |another |his |her |their |my |our |your |the insured person[’']s |insured person[’']s )?(?:[a-z-]+ )?(hospitals?|clinics?|medical (?:centre|center|facility)|nursing home|home|residence|house|flat|apartment)\b`;

/** The start and end of the journey a clause names, when it names both kinds. Pure. */
export function clauseRoute(text: string): { from: PlaceKind; to: PlaceKind } | null {
  const m = new RegExp(String.raw`\bfrom ${PLACE}[^.;]{0,20}?\bto ${PLACE}`, 'i').exec(text);
  const from = kindOf(m?.[1]);
  const to = kindOf(m?.[2]);
  return from && to && from !== to ? { from, to } : null;
}

const DESTINATION = [
  new RegExp(
    String.raw`\b(?:fly|flew|flown|take|took|taken|transfer(?:red)?|move[ds]?|transport(?:ed)?|bring|brought|carr(?:y|ied))\b[^.;]{0,40}?\b(?:back )?to ${PLACE}`,
    'i',
  ),
  /\b(?:fly|flew|flown|take|took|taken|bring|brought|get|got)\b[^.;]{0,25}?\b(back )?(home)\b/i,
];
const ORIGIN = new RegExp(
  String.raw`\b(?:discharged|released|collected|transferred) from ${PLACE}|\b(?:at|in) ${PLACE}[^.;]{0,60}?\b(?:with no|without|which had no|that had no)\b`,
  'i',
);

/** The kinds of place the claim's journey ends at and starts from, as far as it says. Pure. */
export function claimRoute(description: string): { from: PlaceKind | null; to: PlaceKind | null } {
  let to: PlaceKind | null = null;
  for (const pattern of DESTINATION) {
    const m = pattern.exec(description);
    to = kindOf(m?.[m.length - 1]);
    if (to) break;
  }
  const origin = ORIGIN.exec(description);
  return { from: kindOf(origin?.[1] ?? origin?.[2]), to };
}

/**
 * Whether a refusal of one journey reaches the claim: false when the claim's journey ends at
 * another kind of place, true when it starts and ends where the refusal's does, null when the
 * clause names no journey or the claim does not say enough.
 */
export function routeReaches(clauseText: string, description: string): boolean | null {
  const route = clauseRoute(clauseText);
  if (!route) return null;
  const told = claimRoute(description);
  if (told.to === null) return null;
  if (told.to !== route.to) return false;
  return told.from === route.from ? true : null;
}
