import { clauseParts, grantsInWords, grantText } from '#functions/analysis/understand/clause-parts';
import { type Clause, partClause } from '#functions/analysis/understand/clauses';
import { affirmed, termsOf } from '#functions/analysis/understand/language/concepts';
import { sentencesOf } from '#functions/analysis/understand/language/nlp';
import type { PolicyModel } from '#functions/analysis/understand/policy-model';
import type { ClaimReading } from '../claim-reading';
import { askOrSettle, type Finding } from '../finding';
import { isShort } from '../reach';
import { circumstanceHolds, clauseOverlap, ruleTerms } from '../relevance';
import { isMedical } from './pre-existing';
import { CONTEXT, conflicts, EVENTS, exceptionNamesClaim, isCircumstance, THINGS } from './scope';

/**
 * The clause that covers the claim: a covering clause that shares the claim's event (or the
 * service it names), and, when it names things, the claim's thing. Cover that depends on an
 * option the customer buys ("Optional covers (if selected)", "if you have chosen") counts only
 * when the claim says they have it.
 */
export interface Cover {
  readonly clause: Clause;
  readonly score: number;
  /** Read from a short document that names what the claim is about, rather than from a covering sentence. */
  readonly implied?: true;
}

const headings = new Map<string, ReadonlySet<string>>();

function headingConcepts(heading: string | null): ReadonlySet<string> {
  if (!heading) return new Set();
  const known = headings.get(heading);
  if (known) return known;
  const concepts = affirmed(termsOf(heading, 'word'));
  if (headings.size > 2000) headings.clear();
  headings.set(heading, concepts);
  return concepts;
}

/** Things named as a class that its members' words also name ("laptop" and "phone" are electronics). */
const CLASSES = new Set(['@electronics']);

/** "13 Travel Delay": a numbered title names a section; it is not the clause that covers. */
function isTitle(text: string): boolean {
  // "9. Theft.": an item of a list of perils ends as a sentence does; a title does not.
  if (/\.$/.test(text.trim())) return false;
  const words = text.replace(/^\(?[\da-z]{1,3}[.)]?\s+/i, '').split(/\s+/);
  return words.length <= 5 && !/\d/.test(words.join(' ')) && words.every((w) => /^[A-Z&/-]/.test(w));
}

/**
 * An add-on named by what it insures and nothing else ("Personal possessions outside the home",
 * "Pedal cycles away from the home"), or a thing a schedule names with its own sum ("WEDDING RING
 * $1,000"): it covers those things against any event, subject to the policy's exclusions, so a
 * claim about one of those things shares its subject.
 */
function namesItsSubjectOnly(clause: Clause, shared: readonly string[]): boolean {
  if (!clause.addOn && !clause.specified) return false;
  if ([...clause.yes].some((id) => EVENTS.has(id) || isCircumstance(id))) return false;
  return shared.some((id) => THINGS.has(id) || id === '@possessions');
}

const granted = new WeakMap<Clause, Clause>();

/** The clause as far as it grants: the words it refuses cannot make it the clause that covers. */
function grantOf(clause: Clause): Clause {
  const known = granted.get(clause);
  if (known) return known;
  // A summary row is read from its label ("Storm Yes …"), which is what it grants.
  const text = clause.eventRow ? clause.text : grantText(clause.text);
  const view =
    text === clause.text ? clause : { ...partClause(clause, text, 'cover'), optional: clause.optional };
  granted.set(clause, view);
  return view;
}

/** "lost or damaged", "loss of or damage to": loss in the insurer's wide sense, not "things you lose". */
const LOSS_OR_DAMAGE = /\b(?:lost or damaged|damaged or lost|loss (?:of )?or damage|damage to or loss)\b/i;

/** "If … your personal belongings are lost or damaged": belongings stolen are lost to their owner. */
function theftAsLoss(clause: Clause, reading: ClaimReading): boolean {
  return (
    clause.yes.has('@loss') &&
    !clause.yes.has('@theft') &&
    reading.yes.has('@theft') &&
    !reading.yes.has('@loss') &&
    LOSS_OR_DAMAGE.test(clause.text) &&
    !/\baccidental(?:ly)?\s+(?:loss|lost)\b/i.test(clause.text)
  );
}

function fits(model: PolicyModel, reading: ClaimReading, whole: Clause): number {
  if (whole.role !== 'cover' || isTitle(whole.text)) return 0;
  // What the clause grants must not be what the claim denies; what it refuses may be.
  const clause = grantOf(whole);
  if (conflicts(clause, reading)) return 0;
  const { concepts, score } = clauseOverlap(model, reading, clause);
  const events = [
    ...concepts.filter((id) => EVENTS.has(id) && id !== '@travel_abroad'),
    ...(theftAsLoss(clause, reading) ? ['@loss'] : []),
  ];
  const services = concepts.filter(isCircumstance);
  // "We will pay for Accidental Damage to: • personal computers, laptops …": the lead-in names the event.
  const lead = clause.heading?.trim().endsWith(':') ? headingConcepts(clause.heading) : new Set<string>();
  const ledEvents = [...lead].filter((id) => EVENTS.has(id) && reading.yes.has(id));
  const wide = events.length === 0 && coversAnyDamage(clause, reading);
  if (
    events.length === 0 &&
    services.length === 0 &&
    ledEvents.length === 0 &&
    !wide &&
    !namesItsSubjectOnly(clause, concepts)
  )
    return 0;
  if (!circumstanceHolds(model, reading, ruleTerms(clause, !clause.eventRow).circumstance)) return 0;
  const clauseThings = [...clause.yes].filter((id) => THINGS.has(id));
  const claimThings = [...reading.yes].filter((id) => THINGS.has(id));
  // A section about a thing ("Baggage delay") covers claims about that thing, not a flight's delay.
  const sectionThings = [...headingConcepts(clause.heading)].filter((id) => THINGS.has(id));
  if (
    clauseThings.length === 0 &&
    sectionThings.length > 0 &&
    !sectionThings.some((id) => reading.yes.has(id))
  )
    return 0;
  // A clause about things covers a claim about one of them, or about the whole class insured.
  // Baggage cover is for what travels in it, so a camera or a phone falls under it.
  const general = clause.yes.has('@possessions') || clause.yes.has('@baggage');
  if (
    clauseThings.length > 0 &&
    claimThings.length > 0 &&
    !general &&
    !clauseThings.some((id) => reading.yes.has(id))
  )
    return 0;
  // "personal computers, laptops and web books", for a phone: both are electronics, but the clause
  // names its own things and the claim's is not one of them.
  const own = (ids: readonly string[]) => ids.filter((id) => !CLASSES.has(id));
  if (
    !general &&
    own(clauseThings).length > 0 &&
    own(claimThings).length > 0 &&
    !own(clauseThings).some((id) => reading.yes.has(id))
  )
    return 0;
  // A clause with a subject of its own ("domestic heating fuel and metered water") must share it.
  const subject = [...clause.yes].filter(
    (id) => !EVENTS.has(id) && !id.startsWith('@') && model.weight(id) >= 2.5,
  );
  if (
    subject.length >= 3 &&
    !subject.some((id) => reading.yes.has(id)) &&
    !clauseThings.some((id) => reading.yes.has(id))
  )
    return 0;
  // Cover against any physical loss ranks below cover that names the claim's event.
  return wide ? score + WIDE_SCORE : score;
}

/**
 * "We insure against risk of direct physical loss to property", "if your baggage is damaged or
 * lost": cover against physical loss or damage whatever its cause, so any event that damages or
 * takes a thing is one it covers. What it covers is then narrowed by its named causes, its
 * circumstance and the policy's exclusions, as for any cover.
 */
const ANY_DAMAGE =
  /\b(?:(?:direct )?physical (?:loss|damage)|(?<!accidental )loss (?:of )?or damage|damage or loss|(?:lost|stolen) or damaged|damaged,? (?:or |and\/or )?(?:lost|stolen|destroyed))\b/i;
const PHYSICAL_EVENTS = new Set(
  [
    'fire',
    'water',
    'storm',
    'flood',
    'impact',
    'accidental_damage',
    'breakage',
    'malicious',
    'theft',
    'loss',
  ].map((id) => `@${id}`),
);
const WIDE_SCORE = 0.5;

/** "to the dwelling", "to property described in Coverages A and B": cover of the building, or of what another part names. */
const BUILDING_OBJECT = /\b(?:property described in|dwellings?|buildings?|other structures)\b/i;
/** Things fixed to the building, which cover of the building takes in. */
const FIXTURES = new Set(['@pipe', '@tap', '@bath', '@fence', '@drive', '@carpet', '@appliance']);
/** Things a household moves about, which cover of the building does not take in. */
const MOVABLE = new Set([...THINGS, '@possessions'].filter((id) => !FIXTURES.has(id)));

function coversAnyDamage(grant: Clause, reading: ClaimReading): boolean {
  // Said as a grant: a row's "Loss of or damage to property that does not belong to you" is no cover of one's own.
  if (!ANY_DAMAGE.test(grant.main) || !grantsInWords(grant.main)) return false;
  if (BUILDING_OBJECT.test(grant.main) && [...reading.yes].some((id) => MOVABLE.has(id))) return false;
  return [...reading.yes].some((id) => PHYSICAL_EVENTS.has(id));
}

/** A row of a table with one column per plan ("Imperial Plan | Imperial Plus Plan"): cover depends on the plan. */
const PLAN_COLUMNS = /\bplan\b.*\bplan\b/i;

function dependsOnPlan(clause: Clause): boolean {
  return (
    PLAN_COLUMNS.test(clause.heading ?? '') ||
    /\((applicable|available) (to|for|under|with) [^)]*\bplans?\b[^)]*only\)/i.test(
      `${clause.heading ?? ''} ${clause.text}`,
    )
  );
}

function totalWeight(model: PolicyModel, clause: Clause): number {
  return [...clause.yes, ...clause.no].reduce((sum, id) => sum + model.weight(id), 1);
}

export function findCover(
  model: PolicyModel,
  reading: ClaimReading,
): { standard: Cover | null; optional: Cover | null } {
  let standard: Cover | null = null;
  let optional: Cover | null = null;
  for (const clause of [...model.clauses, ...model.clauses.flatMap(liftedGrants)]) {
    const shared = fits(model, reading, clause);
    if (shared <= 0) continue;
    // Ranked like a cosine: a short row that names the claim's event outranks a long clause that shares as much in passing.
    const score = shared / Math.sqrt(totalWeight(model, clause));
    if (clause.optional || (dependsOnPlan(clause) && !reading.facts.plan)) {
      if (!optional || score > optional.score) optional = { clause, score };
    } else if (!standard || score > standard.score) standard = { clause, score };
  }
  return { standard, optional };
}

/**
 * "We do not cover wear and tear. However, we do cover sudden breakage of glass": the sentence that
 * lifts a refusal grants cover of its own, read as a covering clause.
 */
function liftedGrants(clause: Clause): Clause[] {
  if (clause.role !== 'exclusion') return [];
  return (
    clauseParts(clause.text)
      .filter((part) => part.role === 'exception' && grantsInWords(part.text))
      // "However, we do cover …" read as the grant it is, not as an exception to itself.
      .map((part) => part.text.replace(/^however,?\s*/i, ''))
      .map((text) => ({ ...partClause(clause, text, 'cover'), optional: clause.optional }))
  );
}

const HOLDS =
  /\b(i have|we have|i've|we've|i added|we added|i bought|we bought|i took out|i chose|my (certificate|schedule) shows|our (certificate|schedule) shows|is shown (on|in) my|with (the )?[^.]{0,40}(cover|add-?on|option))\b/i;

/** Whether the claim says the customer holds the option this clause depends on. */
function holdsOption(reading: ClaimReading, clause: Clause): boolean | null {
  if (reading.noOptions) return false;
  // "(Applicable to the Gold plan only)": the plan the user holds settles it.
  const plan =
    /\b(?:applicable|available) (?:to|for|under|with) (?:the )?([^)]{1,60}?) (?:plans?|options?)? ?only\b/i.exec(
      `${clause.heading ?? ''} ${clause.text}`,
    )?.[1];
  const held = reading.facts.plan?.trim().toLowerCase();
  if (plan && held) return held.includes(plan.toLowerCase()) || plan.toLowerCase().includes(held);
  const label = affirmed(termsOf(`${clause.heading ?? ''} ${clause.main}`));
  for (const sentence of sentencesOf(reading.facts.description)) {
    if (!HOLDS.test(sentence)) continue;
    const said = affirmed(termsOf(sentence));
    if ([...said].some((id) => id.startsWith('@') && label.has(id))) return true;
  }
  return null;
}

export function optionalCover(reading: ClaimReading, cover: Cover): Finding {
  const name = (cover.clause.title ?? cover.clause.heading ?? cover.clause.main).trim();
  const base = { rule: 'optional-cover', label: `Optional cover: ${name}`, clause: cover.clause };
  const holds = holdsOption(reading, cover.clause);
  if (holds === true)
    return { ...base, outcome: 'pass', reason: 'The claim says you have this optional cover.' };
  if (holds === false)
    return {
      ...base,
      outcome: 'fail',
      reason: `This is covered only by an optional cover ("${name}"), and the claim says you do not have it.`,
    };
  return askOrSettle(
    base,
    `Do you have the optional cover "${name}"?`,
    reading.facts.answers,
    `This is covered only by an optional cover ("${name}") that you do not have.`,
  );
}

/**
 * A short document with no covering sentence the claim fits (a definition, a certificate's
 * conditions, one row of a summary) still says what it is about: the clause that shares the most
 * of the claim's own concepts is its subject. Cover read this way needs evidence before it decides
 * anything: a term of the document tested and met.
 */
export function impliedCover(model: PolicyModel, reading: ClaimReading): Cover | null {
  if (!isShort(model)) return null;
  const best = model.clauses
    .filter((c) => !conflicts(c, reading))
    .map((clause) => {
      const { concepts, shared, score } = clauseOverlap(model, reading, clause);
      // The claim's own concepts, or else words of its own ("acupuncture", "eye exam").
      const words = shared.filter((id) => !id.startsWith('@') && id.length > 3);
      // "Illness within 30 days is excluded except claims arising due to an Accident", for an accident:
      // the exception speaks of what happened.
      // "Pre-existing conditions 12 months": a term of every medical claim, whatever its condition.
      const aboutIt =
        exceptionNamesClaim(clause, reading) || (clause.yes.has('@pre_existing') && isMedical(reading))
          ? 1
          : 0;
      const own = concepts.filter((id) => !CONTEXT.has(id)).length + aboutIt + (words.length >= 2 ? 1 : 0);
      return { clause, score: score + (clause.role === 'exclusion' ? 0 : 0.5), own };
    })
    .filter((x) => x.own > 0)
    .sort((a, b) => b.score - a.score)[0];
  return best ? { clause: best.clause, score: best.score, implied: true } : null;
}
