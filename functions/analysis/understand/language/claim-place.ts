/**
 * Where a claim says it happened, as far as a home policy cares: at the insured home, away from
 * it, or not said. The claim form's location field speaks first ("Home, Swindon"; "Café,
 * Newtown"), then the description ("at a café in Newtown", "from our garden shed").
 */
export type ClaimPlace = 'home' | 'away' | null;

const ROOMS =
  'home|house|flat|apartment|bungalow|cottage|kitchen|lounge|living room|bedroom|bathroom|hallway|loft|attic|garden|shed|garage|driveway|porch|conservatory|cellar|basement|dining room|stairs|landing';
const AT_HOME = new RegExp(
  String.raw`\b(?:at|in|inside|into|from|outside)\s+(?:my|our|the)\s+(?:own\s+)?(?:(?:garden|back|front|spare)\s+)?(?:${ROOMS})\b|\bat home\b|\b(?:broke|broken|got)\s+in(?:to)?\b[^.]{0,30}\b(?:house|home|flat|apartment)\b|\bhome\b[^.]{0,20}\b(?:burgled|broken into)\b`,
  'i',
);
const VENUES =
  'caf[eé]|coffee shop|restaurant|bar|pub|club|shop|store|supermarket|shopping centre|mall|market|gym|station|airport|beach|hotel|hostel|office|workplace|school|university|campus|park|car park|parking lot|festival|concert|cinema|theatre|stadium|museum|bus stop|street|road|town|city centre|library|hospital|church|pool|retail park|bakery|event';
const AWAY = new RegExp(
  String.raw`\b(?:at|in|outside|inside|from|near)\s+(?:a|an|the|my|our|this|that|one)\s+(?:\w+\s+){0,2}?(?:${VENUES})(?![a-z])|\b(?:on|aboard)\s+(?:a|an|the|my)\s+(?:\w+\s+)?(?:train|bus|tram|plane|flight|ferry|taxi|tube|coach)\b|\b(?:in town|in the street|while (?:i was |we were )?out|on (?:my|our|a) (?:trip|holiday|journey|walk|run|ride)|on holiday|abroad|overseas|at work)\b`,
  'i',
);
const LOCATION_AWAY = new RegExp(String.raw`^\s*(?:${VENUES})(?![a-z])`, 'i');

export function claimPlace(location: string, description: string): ClaimPlace {
  if (/^\s*(?:(?:my|our|the)\s+)?(?:home|house|flat|apartment)\b/i.test(location)) return 'home';
  if (LOCATION_AWAY.test(location)) return 'away';
  const home = AT_HOME.test(description);
  const away = AWAY.test(description);
  if (home === away) return null;
  return home ? 'home' : 'away';
}
