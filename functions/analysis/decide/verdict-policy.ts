import { wholePhrase } from '#functions/analysis/decide/phrase';
import { type Clause, citeClause, clauseTerms } from '../understand/clauses';
import { affirmed, termsOf } from '../understand/language/concepts';
import { sentencesOf } from '../understand/language/nlp';
import type { PolicyModel } from '../understand/policy-model';
import type { ClaimReading } from './claim-reading';
import { askOrSettle, type Finding } from './finding';
import { isShort } from './reach';
import type { Cover } from './rules/cover';
import { exclusionFinding, isExcluding, outsideOf } from './rules/exclusions';
import { CONTEXT, EVENTS, isCircumstance, THINGS } from './rules/scope';

/**
 * The built-in analyser's verdict policy (docs/decisions/018-verdict-policy.md): a verdict only on
 * evidence it can stand behind, otherwise the clause shown and asked. A finding's evidence is one of:
 * - arithmetic: figures the clause and the claim both state (dates, hours, days, counts, amounts);
 * - stated: a fact the form states outright (a place, a report, a plan held), the customer's own
 *   answer, or a claim that states the clause's trigger (triggerStated);
 * - shared: shared words or concepts only, which are asked rather than decided.
 * A covered verdict is also held back, as a question, when the grant's own proviso went untested,
 * the claim states a gradual cause, or (in a short text) an untested exclusion sits beside the
 * grant. Reach by section is read only as "the text around the grant" in short texts.
 */
export type Evidence = 'arithmetic' | 'stated' | 'shared';

/** Rules whose finding is counting on figures the clause and the claim state. */
export const ARITHMETIC_RULES: ReadonlySet<string> = new Set([
  'policy-period',
  'waiting-period',
  'time-limit',
  'notice-period',
  'time-after-event',
  'hours-threshold',
  'count-limit',
  'excess',
  'threshold',
  'days-in-total',
  'longest-absence',
  'lived-in',
]);

/** Rules whose failure rests on a fact the form states outright: a place, a report, a plan held, a member. */
const STATED_RULES: ReadonlySet<string> = new Set([
  'territory',
  'place-of-cover',
  'police-report',
  'police-told',
  'pre-existing',
  'optional-cover',
  'network',
  'liability-claim',
  'defined-members',
]);

/** Words that say a thing came through unharmed ("the fence survived", "the TV was fine"). */
const UNHARMED =
  /\b(?:survived|unharmed|undamaged|intact|untouched|unaffected|(?:was|were|is|are) (?:fine|ok|okay|unaffected|not damaged)|no damage|not damaged|wasn't damaged|weren't damaged)\b/i;

/** Things the claim says came through unharmed. */
function unharmedThings(reading: ClaimReading): Set<string> {
  const sentences = sentencesOf(reading.facts.description).filter((s) => UNHARMED.test(s));
  return new Set(sentences.flatMap((s) => [...affirmed(clauseTerms(s))].filter((id) => THINGS.has(id))));
}

/** The clause's head concepts: the events, things and circumstances its refusal is about. */
function heads(clause: Clause): string[] {
  return [...affirmed(clauseTerms(clause.main))].filter((id) => id.startsWith('@') && !CONTEXT.has(id));
}

/**
 * A refusal the claim's words cannot carry: a thing it names is said to be unharmed or denied
 * ("the fence survived"), or it refuses the absence of something the claim says was there ("no
 * contract in force", for a signed contract).
 */
export function sharedWordsOnly(clause: Clause, reading: ClaimReading): boolean {
  const named = heads(clause);
  const unharmed = unharmedThings(reading);
  if (named.some((id) => (THINGS.has(id) && reading.no.has(id)) || unharmed.has(id))) return true;
  return [...clause.no].some((id) => reading.yes.has(id) && !reading.no.has(id));
}

/**
 * Whether the claim states the clause's trigger: a circumstance the clause names, or each kind of
 * head it names (the event, the thing), affirmed by the claim, and nothing that makes the words
 * shared only. "Personal transportation devices" is met by a stolen e-scooter; "storm damage to
 * fences" needs both the storm and the fence.
 */
export function triggerStated(clause: Clause, reading: ClaimReading): boolean {
  if (sharedWordsOnly(clause, reading)) return false;
  const named = heads(clause);
  const met = named.filter((id) => reading.yes.has(id) && !reading.no.has(id));
  if (met.some((id) => isCircumstance(id))) return true;
  const kindMet = (kind: ReadonlySet<string>) =>
    !named.some((id) => kind.has(id)) || met.some((id) => kind.has(id));
  // A clause that puts a condition on a thing ("recovery if the vehicle is buried in mud") is
  // triggered by the condition: the thing alone, which the claim is about anyway, does not meet it.
  const thingsOnly = met.every((id) => THINGS.has(id));
  if (thingsOnly && CONDITIONED.test(clause.main)) return false;
  return met.length > 0 && kindMet(EVENTS) && kindMet(THINGS);
}

/** Words that put a condition on what a clause names. */
const CONDITIONED =
  /\b(?:if|when|whenever|while|whilst|where|unless|caused by|resulting from|arising from|due to)\b/i;

export function evidenceOf(finding: Finding, reading: ClaimReading): Evidence {
  if (/^You said (?:yes|no):/.test(finding.reason)) return 'stated';
  if (ARITHMETIC_RULES.has(finding.rule)) return 'arithmetic';
  if (STATED_RULES.has(finding.rule)) return 'stated';
  return finding.clause && triggerStated(finding.clause, reading) ? 'stated' : 'shared';
}

const where = (clause: Clause) => `(${clause.file}, page ${clause.page})`;

/**
 * A failure on shared words: the clause shown and asked about. An exclusion is asked whether it
 * applies (yes refuses); a grant or a condition whether the claim meets it (no refuses).
 */
function asked(finding: Finding, reading: ClaimReading): Finding {
  const clause = finding.clause as Clause;
  const quote = `"${citeClause(clause).quote}" ${where(clause)}`;
  const refusal = finding.title !== undefined || isExcluding(clause);
  return askOrSettle(
    { rule: finding.rule, label: finding.label, clause, ...(finding.title ? { title: finding.title } : {}) },
    refusal
      ? `Does this apply to what happened: ${quote}?`
      : `Does what happened meet this term of the policy: ${quote}?`,
    reading.facts.answers,
    finding.reason,
    refusal,
  );
}

/** Each failed finding kept only on arithmetic or stated evidence; on shared words it is asked. */
export function judgedFindings(findings: readonly Finding[], reading: ClaimReading): Finding[] {
  return findings.map((f) =>
    f.outcome === 'fail' && f.clause && evidenceOf(f, reading) === 'shared' ? asked(f, reading) : f,
  );
}

/** Words in a grant that make its cover depend on more than the event: a window, a proviso. */
const QUALIFIED =
  /\b(?:within \d+|provided (?:that)?|only (?:if|when|while|where)|on condition that|as long as|subject to the (?:condition|following))\b/i;

/** "provided that:" and a list: each listed term is a clause of its own, which the rules test. */
const LISTED_PROVISO = /\bprovided(?: that)?\s*:/i;

/** A cause the claim states that sudden cover does not take in: wear, gradual deterioration, upkeep. */
const GRADUAL = new Set(['@wear']);

/**
 * What "likely covered" further needs: the claim states the grant's event; a proviso in the grant
 * itself, untested, is asked; a gradual cause the claim states is asked. The questions to add, none
 * when the cover may stand.
 */
export function coverQuestions(
  model: PolicyModel,
  reading: ClaimReading,
  cover: Cover,
  findings: readonly Finding[],
): Finding[] {
  const clause = cover.clause;
  // A rule that tested the grant's own words (its clause, or a part of it) has settled its proviso.
  const tested = findings.some(
    (f) =>
      f.clause &&
      f.clause.file === clause.file &&
      f.clause.page === clause.page &&
      clause.text.includes(f.clause.main.trim().slice(0, 40)),
  );
  const questions: Finding[] = [];
  if (!cover.implied && QUALIFIED.test(clause.text) && !LISTED_PROVISO.test(clause.text) && !tested)
    questions.push(
      askOrSettle(
        { rule: 'cover-proviso', label: 'The cover’s own condition', clause },
        `Does your claim meet everything this cover asks: "${citeClause(clause).quote}" ${where(clause)}?`,
        reading.facts.answers,
        `The cover asks for more than what happened: "${citeClause(clause).quote}"`,
      ),
    );
  const beside = untestedRefusalBeside(model, reading, cover, findings);
  if (beside)
    questions.push(
      askOrSettle(
        { rule: 'exclusion', label: wholePhrase(beside.main), clause: beside, title: beside.main.trim() },
        `Does this apply to what happened: "${citeClause(beside).quote}" ${where(beside)}?`,
        reading.facts.answers,
        `The policy excludes this: "${citeClause(beside).quote}"`,
        true,
      ),
    );
  const gradual = [...GRADUAL].some((id) => reading.yes.has(id) && !reading.no.has(id));
  if (
    gradual &&
    ![...affirmed(clauseTerms(clause.text))].some((id) => GRADUAL.has(id)) &&
    model.clauses.length > 0
  )
    questions.push(
      askOrSettle(
        { rule: 'sudden-event', label: 'A sudden event', clause },
        `Did the damage happen suddenly, rather than through wear or over time? The cover: "${citeClause(clause).quote}" ${where(clause)}`,
        reading.facts.answers,
        'The claim describes wear or a gradual cause, which this cover does not take in.',
      ),
    );
  return questions;
}

/** A line that opens another part of the policy. */
const NEW_PART = /^\s*(?:section|part|chapter)\s+[\dA-Z]{1,3}\b/i;

/**
 * An exclusion in the cover's own section (from the grant to the next section) that no rule
 * tested and that names something the claim states: the grant's words matching is not enough to
 * pass over the refusal beside it, so it is asked. The one naming most of the claim.
 */
function untestedRefusalBeside(
  model: PolicyModel,
  reading: ClaimReading,
  cover: Cover,
  findings: readonly Finding[],
): Clause | null {
  const { file, page, text } = cover.clause;
  const start = model.clauses.findIndex((c) => c.file === file && c.page === page && c.text === text);
  // Only in a short text is the grant's section known to be the text around it (a long document's
  // sections are not read yet): there a refusal beside the grant is its section's own.
  if (start < 0 || cover.implied || !isShort(model)) return null;
  const tested = new Set(findings.map((f) => f.clause?.text));
  let best: { clause: Clause; shared: number } | null = null;
  for (const [i, clause] of model.clauses.slice(start + 1, start + 40).entries()) {
    if (clause.file !== file || NEW_PART.test(clause.text)) break;
    // A lead-in ("We will not cover:") refuses nothing itself: its listed items are clauses of their own.
    if (!isExcluding(clause) || tested.has(clause.text) || /:\s*$/.test(clause.main)) continue;
    // The claim states what its exception asks ("unless the thief used force", for a forced door).
    if (clause.exception && exclusionFinding(model, reading, clause).outcome === 'pass') continue;
    // A refusal of what happens outside the one country it names, for a claim made inside it.
    if (outsideOf(clause, reading) === false) continue;
    // Every word of the refusal counts here, however it is worded ("will not be liable … any loss").
    const named = new Set([...heads(clause), ...clause.yes, ...affirmed(termsOf(clause.main, 'none'))]);
    const shared = [...named].filter(
      (id) => reading.yes.has(id) && !reading.no.has(id) && !CONTEXT.has(id),
    ).length;
    // Right beside the grant, a refusal no words tie to the claim may still reach it ("accessories",
    // for a veil): nothing shows it does not, so it is asked; further on it must name what the claim states.
    const near = i < 3 && clause.page === page;
    if ((shared > 0 || near) && (!best || shared > best.shared)) best = { clause, shared };
  }
  return best?.clause ?? null;
}

/** At most this many questions are asked of the customer, the most decisive first. */
export const MAX_QUESTIONS = 5;
