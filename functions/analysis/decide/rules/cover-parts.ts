import {
  type ClausePart,
  grantsInWords,
  grantText,
  qualifyingParts,
} from '#functions/analysis/understand/clause-parts';
import { type Clause, clauseTerms, partClause } from '#functions/analysis/understand/clauses';
import { claimPlace } from '#functions/analysis/understand/language/claim-place';
import { affirmed } from '#functions/analysis/understand/language/concepts';
import { thresholdsIn } from '#functions/analysis/understand/language/measures';
import { tokensOf } from '#functions/analysis/understand/language/nlp';
import { STATES } from '#functions/analysis/understand/language/states';
import type { PolicyModel } from '#functions/analysis/understand/policy-model';
import type { ClaimReading } from '../claim-reading';
import { askOrSettle, type Finding } from '../finding';
import { isShort } from '../reach';
import type { Cover } from './cover';
import { appliesTo, exclusionFinding, outsideOf } from './exclusions';
import { livedInFinding } from './lived-in';
import { perilRefusalReaches } from './perils';
import { routeReaches } from './route';
import { CONTEXT, conflicts, deniedBy, EVENTS, isAboutOtherEvents, isCircumstance, THINGS } from './scope';
import { timeLimitFinding, timeLimitIn } from './time-limit';

/**
 * The covering clause read part by part: a refusal or a condition inside it ("We don't cover stuff
 * used for business", "left unattended unless kept in a locked safety deposit box") is tested
 * against the claim like any exclusion. A part that no rule could test, and that is not plainly
 * about something else, leaves the verdict open with the part quoted as the question: cover rests
 * only on evidence.
 */
const tested = (findings: readonly Finding[], text: string) =>
  findings.some((f) => f.clause && f.clause.text.length > 20 && text.includes(f.clause.text));

/** Rules that measure a clause's span of time against the claim's dates and spans. */
const TIMING = new Set([
  'longest-absence',
  'waiting-period',
  'notice-period',
  'police-report',
  'time-after-event',
  'hours-threshold',
  'count-limit',
]);
const SPAN =
  /\b\d+\s*(?:days?|hours?|nights?|weeks?|months?)\b|\b(?:first|after|more than|over|exceeding)\s+\S+\s+(?:days?|hours?|weeks?|months?)\b/i;

/** "unoccupied … after the first 60 days": a span a timing rule already measured in the clause it stands in. */
const measured = (findings: readonly Finding[], text: string) =>
  SPAN.test(text) && findings.some((f) => f.clause && TIMING.has(f.rule) && f.clause.text.includes(text));

/** "if the theft was by You, Your Family or anyone who lives in Your Home", "committed by an insured": who did it decides. */
const BY_HOUSEHOLD =
  /\bby (?:you|your family|a member of your (?:family|household)|anyone (?:who )?(?:normally )?(?:lives?|living|resid\w+)|your tenants?|(?:an|any|the) ["“]?insured(?: persons?)?["”]?)(?=[\s.,;:]|$)/i;
const STRANGER =
  /\b(?:burglars?|thie(?:f|ves)|intruders?|strangers?|vandals|robbers?|pickpockets?|muggers?|someone (?:broke|forced|smashed|stole)|(?:a|two|three) (?:men|man|youths?)|broken into|broke in(?:to)?|break-in|burgled|burglary)\b/i;
const HOUSEHOLD =
  /\b(?:flatmate|housemate|tenant|lodger|my (?:son|daughter|partner|husband|wife|brother|sister)|family member)\b/i;

/** A break-in, or words for an outsider: the theft was not by the household (unless the claim names one of them). */
function byStranger(reading: ClaimReading): boolean {
  const description = reading.facts.description;
  return (STRANGER.test(description) || reading.yes.has('@forced_entry')) && !HOUSEHOLD.test(description);
}

/**
 * "Loss or damage for any reason, other than Theft", for a theft: the exception names what happened.
 * An exception that says what must have happened ("unless the direct force of wind damages the
 * building, causing an opening …") is a test of its own, not a name.
 */
function exceptedEvent(reading: ClaimReading, part: Clause): boolean {
  if (!part.exception || tokensOf(part.exception).some((t) => t.pos === 'VERB')) return false;
  return [...part.exceptionYes].some(
    (id) => EVENTS.has(id) && !part.yes.has(id) && reading.yes.has(id) && !reading.no.has(id),
  );
}

/**
 * The part is plainly about something else: the claim denies what it needs, it names only other
 * events, other things, or circumstances the claim does not show.
 */
function aboutSomethingElse(reading: ClaimReading, part: Clause): boolean {
  if (conflicts(part, reading) || isAboutOtherEvents(part, mayBeTheft(reading))) return true;
  const ids = [...part.yes].filter((id) => id.startsWith('@'));
  const things = ids.filter((id) => THINGS.has(id));
  const claimThings = [...reading.yes].filter((id) => THINGS.has(id));
  if (things.length > 0 && claimThings.length > 0 && !things.some((id) => reading.yes.has(id))) return true;
  const circumstances = ids.filter(isCircumstance);
  const shared = ids.filter((id) => reading.yes.has(id) && !EVENTS.has(id) && !CONTEXT.has(id));
  return circumstances.length > 0 && shared.length === 0;
}

/**
 * A condition of the covering clause that does not reach the claim: it is about other events or
 * other things. A circumstance it needs that the claim does not show ("Theft must involve forcible
 * and violent entry", for a door left unlocked) keeps it in reach, to be met or asked: for a
 * condition, not showing it is no sign it is about something else.
 */
function conditionOutOfReach(reading: ClaimReading, part: Clause): boolean {
  if (isAboutOtherEvents(part, mayBeTheft(reading))) return true;
  const things = [...part.yes].filter((id) => THINGS.has(id));
  const claimThings = [...reading.yes].filter((id) => THINGS.has(id));
  return things.length > 0 && claimThings.length > 0 && !things.some((id) => reading.yes.has(id));
}

/**
 * Things gone without a word of how ("when we came back the bags were gone") may have been stolen:
 * a refusal or restriction of thefts stays in reach of the claim, to be tested or asked.
 */
function mayBeTheft(reading: ClaimReading): ClaimReading {
  if (!reading.yes.has('@loss') || reading.yes.has('@theft') || reading.no.has('@theft')) return reading;
  return { ...reading, yes: new Set([...reading.yes, '@theft']) };
}

/** The item names a concept of the claim's own (not its scene) or a word telling in this policy. */
function speaksOfClaim(model: PolicyModel, reading: ClaimReading, item: Clause): boolean {
  // In a document of a few clauses no word is rare, so a word the claim uses of its own counts.
  const telling = (id: string) =>
    model.weight(id) >= 2.5 || (isShort(model) && !GENERIC.has(id) && id.length > 3);
  return [...item.yes].some(
    (id) => reading.yes.has(id) && (id.startsWith('@') ? !CONTEXT.has(id) : telling(id)),
  );
}

/** Words every policy and claim use, which tie a refusal to nothing in particular. */
const GENERIC = new Set(
  'loss lose damage damaged cover covered claim policy insurance insure home house property pay paid cost costs item items thing things time result cause caused happen happened include'.split(
    ' ',
  ),
);

/** "The Benefits … will only be payable in case of", "as long as": the words that make what follows a condition. */
const CONDITION_LEAD =
  /^.*?\b(?:provided (?:that|always)|only if|only when|only where|as long as|on condition that|only (?:be )?payable (?:in (?:the )?case of|if|when|where|for))\b[\s:,]*/i;
/** "an entire piece of baggage": the whole of a thing, which a claim shows by denying a partial loss. */
// "a fracture through the entire thickness" is how deep a break runs, not a whole item.
const WHOLE = /\b(?:entire|whole)\b(?!\s+(?:thickness|depth|width|length)\b)/i;
const WHOLE_WORDS = new Set(['entire', 'whole', 'piece']);

const shows = (reading: ClaimReading, id: string) => reading.yes.has(id) && !reading.no.has(id);
const REQUIRED_SCENE = new Set(['@locked', '@forced_entry']);

/**
 * A condition of the covering clause the claim shows met in its own words: every concept it names
 * shown and none denied ("the loss of an entire piece of Checked-in Baggage", for a bag the
 * airline confirmed lost), or, with no concept, all but one of three or more telling words ("as long as
 * it is normally kept at your home", for things "I normally keep at my apartment"). Anything less
 * is asked.
 */
function conditionShown(model: PolicyModel, reading: ClaimReading, part: Clause): Finding | null {
  const body = part.text.replace(CONDITION_LEAD, '');
  const terms = clauseTerms(body);
  if (terms.some((t) => t.negated)) return null;
  const ids = [...affirmed(terms)];
  // A lock or a forced way in sets the scene of a theft, and is what a condition of one requires.
  const concepts = ids.filter((id) => id.startsWith('@') && (!CONTEXT.has(id) || REQUIRED_SCENE.has(id)));
  // In a document of a few clauses every word is rare, so each counts.
  const telling = (id: string) => isShort(model) || model.weight(id) >= 2.5;
  const words = ids.filter((id) => !id.startsWith('@') && !WHOLE_WORDS.has(id) && telling(id));
  const whole = WHOLE.test(body);
  if (whole && !(reading.no.has('@partial') && !reading.yes.has('@partial'))) return null;
  if (!concepts.every((id) => shows(reading, id)) || words.some((id) => reading.no.has(id))) return null;
  const evidence = concepts.length + (whole ? 1 : 0);
  const shown = words.filter((id) => shows(reading, id)).length;
  // A lock named alone is met by the rest of the words, as a condition with no concept is.
  const sceneOnly = concepts.every((id) => REQUIRED_SCENE.has(id)) && !whole;
  const met = evidence >= 2 || (sceneOnly && words.length >= 3 && words.length - shown <= 1);
  if (!met) return null;
  return termPassed(part, `The claim shows this term of the policy is met: "${part.text.trim()}"`);
}

/**
 * A condition of the covering clause the claim's own words deny: each of its alternatives names
 * something the claim denies ("provided it is locked to an immovable object or kept in a locked
 * building", for a bike left unlocked outside a shop). One alternative the claim does not deny
 * leaves it to be asked.
 */
function conditionDenied(reading: ClaimReading, part: Clause): Finding | null {
  const body = part.text.replace(CONDITION_LEAD, '');
  const alternatives = body.split(/\s+or\s+|;/i).filter((t) => t.trim().length > 0);
  if (alternatives.length === 0 || !alternatives.every((text) => deniedBy(reading, text))) return null;
  return {
    rule: 'clause-part',
    label: 'A term of the covering clause',
    clause: part,
    outcome: 'fail',
    reason: `The claim shows this term of the policy is not met: "${part.text.trim()}"`,
  };
}

/** A finding that decides (met or not), or null for one that would only ask. */
const settled = (finding: Finding | null) => (finding?.outcome === 'unknown' ? null : finding);

/** A term of the covering clause that the claim meets or that does not reach it. */
function termPassed(part: Clause, reason: string): Finding {
  return {
    rule: 'clause-part',
    label: 'A term of the covering clause',
    clause: part,
    outcome: 'pass',
    reason,
  };
}

const POINTS_TO_EXCLUSIONS =
  /^\s*unless (?:the loss|the damage|it|this|they) (?:is|are) (?:otherwise )?excluded (?:in|under|by)\b|^\s*unless otherwise excluded\b/i;

/** A refusal of whatever the grant before it did not name. */
const EVERYTHING_ELSE =
  /^(?:everything|anything) else\b|^all other (?:causes|events|losses|perils|damage)\b/i;

/** The grant of a clause names the claim's event ("damages caused by fire or smoke, theft or vandalism", for a theft). */
function grantNamesEvent(whole: Clause, reading: ClaimReading): boolean {
  const granted = affirmed(clauseTerms(grantText(whole.text)));
  return [...granted].some((id) => EVENTS.has(id) && id !== '@travel_abroad' && shows(reading, id));
}

const AWAY_FROM_HOME = /\b(?:away from|outside) (?:the|your) home\b/i;

/** "unless …": the alternatives of an exception that lifts a term, each with the things it names. */
function liftingAlternatives(part: Clause): string[][] {
  // "other than laptop computers" takes things out of a list; it lifts nothing.
  if (!/^\s*(?:unless|except (?:if|when|where))\b/i.test(part.exception ?? '')) return [];
  // "…a hotel safe or safety deposit box, or left in your locked accommodation": "or" before a clause
  // or a place parts the alternatives, "wind or hail" inside one does not.
  return (part.exception ?? '')
    .split(
      /;|,\s*or\b|\bor\s+(?=(?:if|when|where|left|kept|locked|deposited|placed|stored|held|carried|in|inside)\b)/i,
    )
    .map((text) => [...affirmed(clauseTerms(text))].filter((id) => id.startsWith('@') && !EVENTS.has(id)))
    .filter((ids) => ids.length > 0);
}

/**
 * "…if left unattended unless kept in a locked safety deposit box in a locked hotel room": the claim
 * shows one alternative of the exception whole, by at least two things it names (a lock and the
 * place) or by the state it asks for ("unless … damages the building, causing an opening in a
 * roof"), so the term does not refuse it, whatever else it asks.
 */
function exceptionShown(reading: ClaimReading, part: Clause): boolean {
  return liftingAlternatives(part).some(
    (ids) => (ids.length >= 2 || ids.some((id) => STATES.has(id))) && ids.every((id) => shows(reading, id)),
  );
}

/** "…unless the roof is first damaged", for "nothing outside the house was damaged": every alternative denied. */
function exceptionDenied(reading: ClaimReading, part: Clause): boolean {
  const alternatives = liftingAlternatives(part);
  return (
    alternatives.length > 0 &&
    alternatives.every((ids) =>
      ids.some((id) => STATES.has(id) && reading.no.has(id) && !reading.yes.has(id)),
    )
  );
}

function partFinding(
  model: PolicyModel,
  reading: ClaimReading,
  part: Clause,
  refusal: boolean,
  reaches: boolean | null = null,
): Finding | null {
  if (part.exception && exceptedEvent(reading, part))
    return {
      ...termPassed(part, `A term of the policy does not reach this claim: "${part.text.trim()}"`),
      unreached: true,
    };
  if (exceptionShown(reading, part))
    return termPassed(part, `The claim shows the exception to this term is met: "${part.exception?.trim()}"`);
  if (reaches === false) return null;
  if (reaches === true)
    return refusal && exceptionDenied(reading, part) ? exceptionFailed(part) : ask(reading, part, refusal);
  // "Theft while away from the Home unless …": where the claim happened decides whether it reaches.
  if (AWAY_FROM_HOME.test(part.main) && !isAboutOtherEvents(part, reading) && !conflicts(part, reading)) {
    const place = claimPlace(reading.facts.location ?? '', reading.facts.description);
    if (place === 'home') return null;
    if (place === 'away') return exclusionFinding(model, reading, part);
  }
  // "Any transportation from Hospital to the residence", for a flight to another hospital: the journey decides.
  const route = refusal ? routeReaches(part.text, reading.facts.description) : null;
  if (route === false) return null;
  if (route === true) return exclusionFinding(model, reading, part);
  if (appliesTo(model, reading, part)) return exclusionFinding(model, reading, part);
  // "expenses incurred outside India", for an air ambulance in Himachal Pradesh: the place decides.
  if (outsideOf(part, reading) === false) return null;
  // "damage to your car, injuries to your pet, or stuff used for business": each item on its own.
  const items = part.main.split(/,\s*(?:or\s+|and\s+)?|\s+or\s+/).filter((t) => t.trim().length > 2);
  const about = (text: string) => {
    const item = partClause(part, text, part.role);
    return speaksOfClaim(model, reading, item) && !aboutSomethingElse(reading, item);
  };
  const byOthers = BY_HOUSEHOLD.test(part.text) && byStranger(reading);
  if (conflicts(part, reading) || byOthers || !items.some(about)) return null;
  if (refusal && exceptionDenied(reading, part)) return exceptionFailed(part);
  return ask(reading, part, refusal);
}

function exceptionFailed(part: Clause): Finding {
  return {
    rule: 'clause-part',
    label: 'A term of the covering clause',
    clause: part,
    outcome: 'fail',
    reason: `The policy's terms refuse this: "${part.main.trim()}", and the claim says the exception (${part.exception?.trim()}) was not met.`,
  };
}

function ask(reading: ClaimReading, part: Clause, refusal: boolean): Finding {
  const base = { rule: 'clause-part', label: 'A term of the covering clause', clause: part };
  return askOrSettle(
    base,
    `Does this term of the policy apply to what happened: "${part.text.trim()}"?`,
    reading.facts.answers,
    `The policy's terms refuse this: "${part.text.trim()}"`,
    // A refusal applies when the answer is yes; a condition is met when it is.
    refusal,
  );
}

/** The parts in reach: the covering clause's own, and in a short document every clause's refusals and conditions. */
function partsInReach(model: PolicyModel, cover: Cover): { whole: Clause; part: ClausePart }[] {
  const own = qualifyingParts(cover.clause.text).map((part) => ({ whole: cover.clause, part }));
  if (!isShort(model)) return own;
  const others = model.clauses
    .filter((c) => c !== cover.clause && c.text !== cover.clause.text)
    .flatMap((whole) => qualifyingParts(whole.text).map((part) => ({ whole, part })));
  return [...own, ...others];
}

export function coverParts(
  model: PolicyModel,
  reading: ClaimReading,
  cover: Cover | null,
  findings: readonly Finding[],
): Finding[] {
  if (!cover) return [];
  const parts = partsInReach(model, cover);
  const tests = parts.map(({ whole, part }) => {
    // A lead-in ("we will not cover:") is not a term; its items are.
    if (tested(findings, part.text) || measured(findings, part.text) || part.text.trim().endsWith(':'))
      return null;
    const clause = partClause(whole, part.text, 'exclusion');
    // "By lived in We mean … 2 nights in a row each week", for stays every weekend: the home was lived in.
    const lived = livedInFinding(model, reading, clause);
    if (lived) return lived;
    // "Everything else, such as 'I lost it' … aren't covered": what the grant did not name, and it named this.
    if (EVERYTHING_ELSE.test(part.text) && grantNamesEvent(cover.clause, reading)) return null;
    // A figure the thresholds rule already tested against the claim's own figures.
    if (
      thresholdsIn(part.text).length > 0 &&
      findings.some((f) => f.rule === 'threshold' && f.clause === whole)
    )
      return null;
    // "We insure for … caused by the following perils, unless the loss is excluded in Section I": the
    // exception points at the exclusions, which are tested as exclusions; the grant is no term to meet.
    if (POINTS_TO_EXCLUSIONS.test(clause.exception ?? '') && grantsInWords(clause.main)) return null;
    const limit = timeLimitIn(part.text);
    // Telling the police, in time or at all, is the police rules', measured from what the claim says of the police.
    if (/\bpolice\b/i.test(part.text) && findings.some((f) => f.rule.startsWith('police-'))) return null;
    if (limit) return timeLimitFinding(reading, clause, limit, whole.text);
    // A condition of the covering clause must be shown met, unless it is plainly about something else.
    // "Theft while away from the Home unless … securely locked": a restriction with its exception, tested as one.
    // A condition the claim's words deny is not met; one about something else is not in reach.
    const denied =
      whole === cover.clause && part.role === 'condition' ? conditionDenied(reading, clause) : null;
    if (denied) return denied;
    if (whole === cover.clause && part.role === 'condition' && !conditionOutOfReach(reading, clause))
      return (
        (clause.exception ? settled(partFinding(model, reading, clause, false)) : null) ??
        conditionShown(model, reading, clause) ??
        ask(reading, clause, false)
      );
    const peril = perilRefusalReaches(whole.text, part.text, reading);
    return partFinding(model, reading, clause, part.role === 'exclusion', peril);
  });
  return alternatives(
    parts.map((p) => p.part),
    tests,
  );
}

/** "within 48 hours of your return; or within 30 days after …": one alternative met is enough. */
function alternatives(parts: readonly { text: string }[], tests: readonly (Finding | null)[]): Finding[] {
  const out: Finding[] = [];
  let group: (Finding | null)[] = [];
  parts.forEach((part, i) => {
    group.push(tests[i] ?? null);
    if (/\bor[;,]?\s*$|;\s*or\s*$/i.test(part.text) && i < parts.length - 1) return;
    const found = group.filter((f): f is Finding => f !== null);
    const met = found.find((f) => f.outcome === 'pass');
    // No alternative met: an open one keeps the answer open, else every one failed.
    const open = found.filter((f) => f.outcome === 'unknown');
    out.push(...(met ? [met] : open.length > 0 && group.length > 1 ? open : found));
    group = [];
  });
  return out;
}
