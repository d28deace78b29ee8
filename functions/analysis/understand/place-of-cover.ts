/**
 * Where a covered thing must be for the cover to apply, read from the clause's own grammar:
 * "Contents items are only covered inside the Home", "laptops … all situated within the Home",
 * "while kept at your home", "at the Premises". The restriction names the place (the insured home),
 * and may carry its own way out: a separate or optional cover for things away from the home
 * ("We offer separate optional cover … anywhere in the world under 'Portable Contents'").
 */
export interface PlaceRestriction {
  /** The words that restrict the place. */
  readonly quote: string;
  /** The cover that extends it away from the home, when the clause names one. */
  readonly extension: { readonly name: string | null; readonly optional: boolean } | null;
}

const HOME = String.raw`(?:the|your|its|insured|risk)\s+(?:home|premises|insured address|private dwelling|residence|dwelling)\b`;
/** "only covered inside the Home", "is only insured at the premises". */
const ONLY_COVERED = new RegExp(
  String.raw`\b(?:are|is)\s+only\s+(?:covered|insured|protected)\s+(?:while\s+|whilst\s+|when\s+)?(?:inside|in|at|within)\s+${HOME}`,
  'i',
);
/** "all situated within the Home", "while (they are) kept at your home", "whilst in the Home". */
const SITUATED = new RegExp(
  String.raw`\b(?:all\s+)?(?:situated|located|kept|contained)\s+(?:in|at|within|inside)\s+${HOME}|\b(?:while|whilst)\s+(?:they are\s+|it is\s+)?(?:in|at|within|inside)\s+${HOME}`,
  'i',
);
/** "cover … away from the home / anywhere in the world", named or in quotes. */
const EXTENSION =
  /\b(?:separate|optional|additional|extra)\b[^.]{0,60}\bcover\b[^.]{0,80}?\b(?:anywhere in the world|away from (?:the|your) (?:home|insured address|premises)|outside (?:the|your) home)\b[^.]*/i;
const NAMED = /['‘’"“”]([^'‘’"“”]{3,40})['‘’"“”]/;

/** The first sentence-like part that restricts the place of cover, with what extends it. */
export function placeRestriction(text: string): PlaceRestriction | null {
  const match = ONLY_COVERED.exec(text) ?? SITUATED.exec(text);
  if (!match) return null;
  const start = Math.max(0, text.lastIndexOf('.', match.index) + 1);
  const end = text.indexOf('.', match.index + match[0].length);
  const quote = text.slice(start, end === -1 ? undefined : end + 1).trim();
  // "anywhere in the world, as long as it is normally kept at your home": where things live, not where cover ends.
  if (WHERE_THEY_LIVE.test(text.slice(Math.max(start, match.index - 12), match.index)) || WORLD.test(quote))
    return null;
  return { quote, extension: placeExtension(text.slice(match.index)) };
}

const WHERE_THEY_LIVE = /\b(?:normally|usually|ordinarily|generally)\s*$/i;
const WORLD = /\b(?:anywhere in the world|worldwide|world-wide)\b/i;

/** A cover that reaches beyond the home, named in these words ("… under 'Portable Contents'"). */
export function placeExtension(text: string): PlaceRestriction['extension'] {
  const extension = EXTENSION.exec(text);
  if (!extension) return null;
  return {
    name: NAMED.exec(extension[0])?.[1]?.trim() ?? null,
    optional: /\b(?:optional|separate|additional|extra)\b/i.test(extension[0]),
  };
}
