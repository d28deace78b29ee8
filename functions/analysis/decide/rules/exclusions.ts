import { wholePhrase } from '#functions/analysis/decide/phrase';
import { type Clause, clauseTerms, UNMET_THING } from '#functions/analysis/understand/clauses';
import { affirmed } from '#functions/analysis/understand/language/concepts';
import {
  measuresIn,
  meets,
  type Threshold,
  thresholdsIn,
} from '#functions/analysis/understand/language/measures';
import { countriesIn } from '#functions/analysis/understand/language/places';
import { STATE_OF, STATES } from '#functions/analysis/understand/language/states';
import type { PolicyModel } from '#functions/analysis/understand/policy-model';
import type { ClaimReading } from '../claim-reading';
import { askOrSettle, type Finding } from '../finding';
import { isShort } from '../reach';
import { circumstanceHolds, overlap, ruleTerms } from '../relevance';
import { conflicts, deniedBy, EVENTS, isCircumstance, THINGS } from './scope';
import { POLICE_REQUIRED } from './timing';
import { unmetThing } from './unmet-things';

/**
 * Exclusions and prohibitions ("we will not pay for", "what is not insured", "you must not leave
 * articles unattended"): one applies when the claim shows the circumstance it names, or both the
 * event and the thing it names, and the claim does not deny what it requires. Its exception
 * ("unless securely locked", "unless you have chosen accidental damage cover") lifts it only when
 * the claim shows the exception was met; an exception that is an optional cover the claim does
 * not mention becomes a question.
 */
const PROHIBITION = /\b(must not|must never|should not|do not leave|don't leave|never leave)\b/i;
/** Numbers of days or hours belong to the timing rules, which test them against the dates. */
const TIMED =
  /\b\d+\s*(days?|hours?|nights?)\b|\b(sixty|thirty|ninety|forty-five|fourteen|seven)\s+(days?|hours?)\b|\buntil\b[^.]{0,60}\b(?:has|have) (?:elapsed|passed|expired|ended)\b/i;
const OPTION_EXCEPTION =
  /\b(chosen|selected|bought|purchased|added|optional|add-?on|extra cover|shown (in|on) your (policy )?(schedule|certificate)|endorsement)\b/i;
/** "Costs which exceed the £50 limit": a cap on the payout, not a refusal of the claim. */
const CAP =
  /\b(which|that) exceeds? (the|any|this)\b|\bin excess of the\b|\babove the (limit|sum insured)|\bover the limit\b|^(\(?[a-z0-9]{1,3}[.)]\s+)?more than [£$€₹]?\s?\d/i;
/** How telling a word must be in this policy to tie an exclusion to the claim with the event. */
const TELLING = 2.5;
const COVER_BACK = /\bbut we (do|will) (cover|pay)|\bhowever,? we will\b/i;

/** "Non-emergency care when traveling outside the U.S.": a refusal of what happens outside one country. */
const OUTSIDE =
  /\boutside (?:of )?(?:the )?(?:geographical (?:scope|limits) of |territorial limits of )?((?:[A-Z][\w.]*)(?:\s[A-Z][\w.]*){0,3})/;

/** Whether the claim happened outside the one country the clause names, when both are known. */
export function outsideOf(clause: Clause, reading: ClaimReading): boolean | null {
  const named = OUTSIDE.exec(clause.text)?.[1];
  const place = named ? countriesIn(named) : [];
  if (place.length !== 1 || reading.countries.length === 0) return null;
  return !reading.countries.includes(place[0] as string);
}

export function appliesTo(model: PolicyModel, reading: ClaimReading, clause: Clause): boolean {
  const outside = outsideOf(clause, reading);
  if (outside === false) return false;
  // Away from the country named is being abroad, whatever words the claim used for it.
  const seen = outside ? { ...reading, yes: new Set([...reading.yes, '@travel_abroad']) } : reading;
  // "Air ambulance expenses incurred outside India", for an air ambulance in Nepal: the place is the
  // refusal's circumstance, met; what it refuses is what the claim is for.
  if (outside && !conflicts(clause, reading) && namesWhatClaimIsFor(reading, clause)) return true;
  return appliesToReading(model, seen, clause);
}

/** Two or more words (not places) that the refusal and the claim share. */
function namesWhatClaimIsFor(reading: ClaimReading, clause: Clause): boolean {
  const shared = [...clause.yes].filter(
    (id) => !id.startsWith('@') && reading.yes.has(id) && countriesIn(id).length === 0,
  );
  return shared.length >= 2;
}

/** "Pet cover: we pay vet fees …": a policy whose subject is the pet, whatever kind of policy the user filed it as. */
const PET_POLICY = /\b(?:vet(?:erinary)? (?:fees|treatment|bills?|costs?)|pet (?:insurance|cover|policy))\b/i;
const petPolicies = new WeakMap<PolicyModel, boolean>();
function isPetPolicy(model: PolicyModel): boolean {
  const known = petPolicies.get(model);
  if (known !== undefined) return known;
  const pets = model.clauses.some((c) => PET_POLICY.test(c.text));
  petPolicies.set(model, pets);
  return pets;
}

function appliesToReading(model: PolicyModel, reading: ClaimReading, clause: Clause): boolean {
  if (conflicts(clause, reading)) return false;
  const claimThings = [...reading.yes].filter((id) => THINGS.has(id));
  const scopeThings = [...clause.scope].filter((id) => THINGS.has(id));
  const inScope = scopeThings.some((id) => reading.yes.has(id));
  if (scopeThings.length && claimThings.length && !inScope) return false;
  const { all, circumstance } = ruleTerms(clause);
  if (!circumstanceHolds(model, reading, circumstance)) return false;
  // "in respect of Electronic Equipment: whilst carried on a conveyance": the list's thing and the item's circumstance.
  if (inScope && [...(circumstance ?? [])].some((id) => id.startsWith('@') && reading.yes.has(id)))
    return true;
  const { concepts, score } = overlap(model, reading, all, clause.no);
  // A pet policy speaks of pets in every clause: there a pet is what is insured, not a circumstance.
  const scene = (id: string) => id === '@pets' && (reading.facts.itemType === 'pet' || isPetPolicy(model));
  // Both deny the same thing ("non-emergency care", "it was not an emergency"): as telling as a circumstance.
  if (concepts.some((id) => (isCircumstance(id) && !scene(id)) || (clause.no.has(id) && reading.no.has(id))))
    return true;
  const events = concepts.filter((id) => EVENTS.has(id));
  // "smoke … when your home did not catch fire", for "our house never caught fire but smoke came in":
  // the claim denies what the refusal denies, about the refusal's own event.
  if (events.length > 0 && [...clause.no].some((id) => !id.startsWith('@') && reading.no.has(id)))
    return true;
  // In a short document a refusal of classes of property ("computers and mobile devices") names the claim's thing.
  const namesOnlyThings = ![...clause.yes].some((id) => EVENTS.has(id) || isCircumstance(id));
  if (isShort(model) && namesOnlyThings && concepts.some((id) => THINGS.has(id))) return true;
  // "h) to jewellery within baggage", for jewellery lost in a suitcase: an item of a list of refusals
  // (what the loss or damage is to) that names two of the claim's own things together.
  const named = concepts.filter((id) => THINGS.has(id) && id !== '@electronics');
  if (namesOnlyThings && named.length >= 2 && LOSS_TO.test(clause.text)) return true;
  // The insured item itself is named everywhere in its own policy, so the thing must be telling here.
  const tellingThings = concepts.filter((id) => THINGS.has(id) && model.telling(id));
  return events.length > 0 && tellingThings.length > 0 && score > 0;
}

/** "h) to jewellery within baggage": a listed refusal that says what the loss or damage is to. */
const LOSS_TO = /^(?:\(?[a-z0-9]{1,3}[.)]\s+)?to\s/i;

export function isExcluding(clause: Clause): boolean {
  if (clause.role === 'exclusion') return true;
  return clause.role === 'condition' && PROHIBITION.test(clause.text);
}

function exceptionFinding(model: PolicyModel, reading: ClaimReading, clause: Clause, title: string): Finding {
  const exception = clause.exception ?? '';
  const base = { rule: 'exclusion', label: title, clause, title };
  const refused = `The policy excludes this: "${clause.main.trim()}"`;
  const askException = (quoted: string) =>
    askOrSettle(
      base,
      `Does this exception apply to you: "${quoted.trim()}"?`,
      reading.facts.answers,
      refused,
    );
  if (OPTION_EXCEPTION.test(exception)) {
    if (reading.noOptions)
      return {
        ...base,
        outcome: 'fail',
        reason: `${refused}, and the claim says no optional cover was bought.`,
      };
    return askOrSettle(
      base,
      `Does your policy include this: "${exception.trim()}"?`,
      reading.facts.answers,
      refused,
    );
  }
  // "unless it is caused by a fire within 100 metres", for a fire 15 metres away: the figure decides.
  const measured = measuredException(reading, exception);
  if (measured !== null)
    return measured
      ? { ...base, outcome: 'pass', reason: `An exclusion does not apply because ${exception.trim()}.` }
      : {
          ...base,
          outcome: 'fail',
          reason: `${refused} (${exception.trim()}), and the claim's figures do not meet that.`,
        };
  // What the exception itself asks for, not the words it repeats from the rule.
  const wanted = [...clause.exceptionYes].filter(
    (id) => !clause.yes.has(id) && (id.startsWith('@') || model.weight(id) >= TELLING),
  );
  // "but we do cover wind damage caused by the storm" names what stays covered, often in the rule's own words.
  const coverBack = COVER_BACK.test(exception);
  const asked = coverBack ? [...clause.exceptionYes].filter((id) => id.startsWith('@')) : wanted;
  // An exception whose terms are out of sight ("unless:" and a list) cannot be tested.
  if (asked.length === 0) return askException(clause.text);
  const met = coverBack
    ? asked.some((id) => reading.yes.has(id) && !reading.no.has(id))
    : exceptionMet(model, reading, clause, exception);
  // A list of terms all to be met: one the claim's words do not show may still hold, so it is asked.
  const terms = lettered(exception);
  // …unless the claim denies one of them ("on the passenger seat", where the items must be hidden).
  if (!met && !coverBack && terms.length >= 2 && !terms.some((term) => deniedBy(reading, term)))
    return askException(clause.text);
  // "…unless you kept the home heated or drained the system": a state the claim does not deny is asked.
  const states = [...clause.exceptionYes].filter((id) => STATES.has(id));
  if (!met && !coverBack && states.some((id) => !reading.no.has(id) || reading.yes.has(id)))
    return askException(exception);
  if (!met)
    return {
      ...base,
      outcome: 'fail',
      reason: `${refused} (${exception.trim()}), and the claim does not show that.`,
    };
  if (coverBack)
    return askOrSettle(
      base,
      `Was all of the loss of the kind the policy still covers: "${exception.trim()}"?`,
      reading.facts.answers,
      refused,
    );
  return { ...base, outcome: 'pass', reason: `An exclusion does not apply because ${exception.trim()}.` };
}

/**
 * Whether the claim's own figures meet every figure of a one-term exception ("within 100 metres"),
 * or null when a figure is a span of time, when the exception has none, has alternatives, or the claim measures none of them.
 */
function measuredException(reading: ClaimReading, exception: string): boolean | null {
  // Spans of time are the timing rules', measured from the claim's dates and what each span is of.
  const figures = thresholdsIn(exception);
  if (figures.length === 0 || figures.some((f) => f.dimension === 'time') || /\bor\b/i.test(exception))
    return null;
  const claim = measuresIn(reading.facts.description);
  const results = figures.map((figure) => {
    const values = claim.filter((m) => m.dimension === figure.dimension).map((m) => m.value);
    if (values.length === 0) return null;
    const met = values.filter((v) => meets(figure, v)).length;
    return met === values.length ? true : met === 0 ? false : null;
  });
  if (results.some((r) => r === null)) return null;
  return results.every((r) => r === true);
}

const shows = (reading: ClaimReading, id: string) => reading.yes.has(id) && !reading.no.has(id);

/**
 * "unless securely locked in a building or hidden in a locked glovebox": one of the alternatives
 * must be shown — by a concept of its own (locked, a thing), or by most of its telling words. The
 * event alone ("accidentally dropped into water", for coffee spilt) does not meet it.
 */
function exceptionMet(model: PolicyModel, reading: ClaimReading, clause: Clause, exception: string): boolean {
  // "unless: a. all windows are closed and doors locked b. the items are hidden from view": every lettered term.
  const terms = lettered(exception);
  if (terms.length >= 2) return terms.every((term) => anyAlternativeMet(model, reading, clause, term));
  return anyAlternativeMet(model, reading, clause, exception);
}

/** "a. …  b. …", "(i) … (ii) …": the lettered or numbered terms of a list run into one line. */
const ENUMERATED = /\s(?:[a-h][.)]|\([a-h]\)|\((?:i|ii|iii|iv|v)\))\s/;

/** The terms of a lettered list that must all hold (not one whose first term ends in "or"). */
function lettered(exception: string): string[] {
  // "unless: a. … b. …": the lead-in before the first letter is no term.
  const terms = exception
    .split(ENUMERATED)
    .filter((t, i) => t.trim().length > 3 && !(i === 0 && t.trim().endsWith(':')));
  return terms.length >= 2 && !/\bor\s*$/i.test(terms[0] ?? '') ? terms : [];
}

function anyAlternativeMet(
  model: PolicyModel,
  reading: ClaimReading,
  clause: Clause,
  exception: string,
): boolean {
  return exception.split(/\bor\b|;/i).some((alternative) => {
    const own = [...affirmed(clauseTerms(alternative))].filter(
      (id) => !clause.yes.has(id) && !/^[ivx]+\.?$/.test(id),
    );
    const ids = own.filter((id) => id.startsWith('@') || model.weight(id) >= TELLING);
    const words = ids.filter((id) => !id.startsWith('@'));
    // "as cabin baggage", "if the carrier told you to put it in the hold": every circumstance it
    // names must be shown, and something of what else it asks; the thing it speaks of alone is not it.
    const circumstances = ids.filter(isCircumstance);
    // "Maintain heat in the building": the state of a service is the whole of what it asks.
    if (circumstances.length > 0 && circumstances.every((id) => STATES.has(id)))
      return circumstances.every((id) => shows(reading, id));
    if (circumstances.length > 0) {
      const asked = own.filter((id) => !id.startsWith('@'));
      return (
        circumstances.every((id) => shows(reading, id)) &&
        (asked.length < 2 || asked.some((id) => shows(reading, id)))
      );
    }
    if (ids.some((id) => id.startsWith('@') && !EVENTS.has(id) && model.telling(id) && shows(reading, id)))
      return true;
    return (
      words.length > 0 && words.filter((id) => shows(reading, id)).length >= Math.ceil(words.length * 0.6)
    );
  });
}

export function exclusions(model: PolicyModel, reading: ClaimReading): Finding[] {
  const findings: Finding[] = [];
  for (const clause of model.clauses) {
    if (UNMET_THING.test(clause.text)) {
      const unmet = unmetThing(reading, clause);
      if (unmet) findings.push(unmet);
      continue;
    }
    if (
      !isExcluding(clause) ||
      (clause.text.endsWith(':') && !clause.exception) ||
      TIMED.test(clause.main) ||
      POLICE_REQUIRED.test(clause.text) ||
      CAP.test(clause.text)
    )
      continue;
    if (appliesTo(model, reading, clause)) findings.push(exclusionFinding(model, reading, clause));
    else {
      const open = deniedInPassing(model, reading, clause);
      if (open) findings.push(open);
    }
  }
  return findings;
}

/** A concept named as one short item of a list of three or more ("plumbing, heating, air conditioning or …"). */
function namedInPassing(text: string, id: string): boolean {
  const items = text.split(/,\s*|\s+or\s+/);
  const at = items.find((item) => affirmed(clauseTerms(item)).has(id));
  return items.length >= 3 && at !== undefined && at.trim().split(/\s+/).length <= 2;
}

/**
 * "Freezing of a plumbing, heating or air conditioning system", for pipes that froze with the heating
 * off: the claim denies one thing the refusal names, yet the refusal reaches it by the rest. Whether a
 * denied word was one of the refusal's alternatives or all of it cannot be told, so it is asked.
 */
function deniedInPassing(model: PolicyModel, reading: ClaimReading, clause: Clause): Finding | null {
  if (!conflicts(clause, reading) || clause.no.size > 0) return null;
  const denied = [...clause.yes].filter(
    (id) => id.startsWith('@') && reading.no.has(id) && !reading.yes.has(id),
  );
  if (!denied.every((id) => namedInPassing(clause.main, id))) return null;
  const kept = [...clause.yes].filter((id) => !denied.includes(id));
  // Reached only by what the claim denies ("not renovating"): it does not apply.
  if (!kept.some((id) => id.startsWith('@') && reading.yes.has(id))) return null;
  const view: Clause = { ...clause, yes: new Set(kept) };
  if (conflicts(view, reading) || !appliesToReading(model, reading, view)) return null;
  const finding = exclusionFinding(model, reading, view);
  // "…heating… system" refused unless "you maintain heat": heating switched off speaks to the exception.
  const asked = (id: string) => clause.exceptionYes.has(id) || clause.exceptionYes.has(STATE_OF[id] ?? id);
  if (finding.outcome !== 'fail' || denied.every(asked)) return finding;
  return askOrSettle(
    { rule: 'exclusion', label: finding.label, clause, title: finding.title ?? finding.label },
    `Does this exclusion apply to what happened: "${clause.text.trim()}"?`,
    reading.facts.answers,
    finding.reason,
    true,
  );
}

/** An exclusion that applies to the claim: refused, unless its exception is shown (or asked about). */
export function exclusionFinding(model: PolicyModel, reading: ClaimReading, clause: Clause): Finding {
  const title = wholePhrase(clause.main);
  if (clause.exception) return exceptionFinding(model, reading, clause, title);
  const refused = `The policy excludes this: "${clause.text}"`;
  const figured = figureOfRefusal(reading, clause, title, refused);
  if (figured) return figured;
  // "the cost of repairing the heating system itself", for a carpet a leaking radiator ruined.
  if (PART_ONLY.test(clause.main) && claimsMore(reading, clause))
    return askOrSettle(
      { rule: 'exclusion', label: title, clause, title },
      `Is the claim only for what this refuses: "${clause.main.trim()}"?`,
      reading.facts.answers,
      refused,
      true,
    );
  // "damage caused by faulty heating systems", for a boiler that broke down and damaged nothing else.
  // "…arising from mechanical breakdown" refuses the breakdown itself.
  const refusal = clause.main.split(/(?<=[.;])\s+/).find((sentence) => DAMAGE_BY.test(sentence));
  const ownFailure =
    refusal !== undefined &&
    reading.yes.has('@breakdown') &&
    !/\b(?:breakdown|break(?:s|ing)? down|failure|malfunction)\b/i.test(refusal);
  if (ownFailure && !claimsMore(reading, clause))
    return askOrSettle(
      { rule: 'exclusion', label: title, clause, title },
      `Is the claim for damage the failure caused, which this refuses: "${clause.main.trim()}"?`,
      reading.facts.answers,
      refused,
      true,
    );
  return { rule: 'exclusion', label: title, outcome: 'fail', reason: refused, clause, title };
}

/**
 * "We do not cover boilers more than 15 years old": a refusal with a figure (an age, a speed, a
 * distance) refuses only what meets it. The claim's own figure decides; without one, it is asked.
 * Spans of time have rules of their own.
 */
function figureOfRefusal(
  reading: ClaimReading,
  clause: Clause,
  title: string,
  refused: string,
): Finding | null {
  const figures = thresholdsIn(clause.main).filter((f) => f.dimension !== 'time');
  if (figures.length === 0) return null;
  const base = { rule: 'exclusion', label: title, clause, title };
  const values = measuresIn(reading.facts.description);
  const words = figures.map(comparedFigure).join(' / ');
  if (!figures.every((f) => values.some((v) => v.dimension === f.dimension)))
    return askOrSettle(
      base,
      `Was it ${words}, which this refuses: "${clause.main.trim()}"?`,
      reading.facts.answers,
      refused,
      true,
    );
  const met = figures.some((f) => values.some((v) => v.dimension === f.dimension && meets(f, v.value)));
  if (met) return { ...base, outcome: 'fail', reason: refused };
  return { ...base, outcome: 'pass', reason: `The policy refuses only what is ${words}, and this was not.` };
}

/** "more than 15 years old", "less than 100 metres": a figure with the comparison the policy wrote. */
function comparedFigure(figure: Threshold): string {
  const comparison =
    figure.bound === 'least'
      ? figure.strict
        ? 'more than'
        : 'at least'
      : figure.strict
        ? 'less than'
        : 'no more than';
  return `${comparison} ${figure.text}`;
}

/** A refusal of the damage something causes, not of that thing's own failure. */
const DAMAGE_BY = /\bdamage (?:caused by|resulting from|arising from|due to)\b/i;

/** A refusal of one part of a loss: the repair of what failed, not the damage it did. */
const PART_ONLY =
  /\b(?:the cost of (?:repairing|replacing|fixing|mending|servicing)|\bitself\b|the (?:part|item|component|appliance) (?:that|which) (?:failed|broke|leaked|caused))/i;

/** Damage a claim names beyond the thing a partial refusal is about: a carpet, the contents, a ceiling. */
function claimsMore(reading: ClaimReading, clause: Clause): boolean {
  const own = (id: string) => (THINGS.has(id) || id === '@possessions') && !clause.yes.has(id);
  return [...reading.yes].some((id) => own(id) && !['@pipe', '@tap', '@appliance'].includes(id));
}
