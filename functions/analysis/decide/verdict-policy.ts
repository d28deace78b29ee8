import { type Clause, citeClause, clauseTerms } from '../understand/clauses';
import { affirmed } from '../understand/language/concepts';
import { sentencesOf } from '../understand/language/nlp';
import type { PolicyModel } from '../understand/policy-model';
import type { ClaimReading } from './claim-reading';
import { askOrSettle, type Finding } from './finding';
import type { Cover } from './rules/cover';
import { CONTEXT, THINGS } from './rules/scope';

/**
 * The built-in analyser's verdict policy, as far as it goes today: a verdict only on evidence it
 * can stand behind, otherwise the clause shown and asked. A finding's evidence is one of:
 * - arithmetic: figures the clause and the claim both state (dates, hours, days, counts, amounts);
 * - stated: a fact the form states outright (a place, a report, a plan held), the customer's own
 *   answer, or a refusal whose words the claim does not contradict;
 * - shared: a refusal the claim's words contradict (the thing it names said to be unharmed, or the
 *   absence it refuses said to be there), which is asked rather than decided.
 * A covered verdict is also held back, as a question, when the grant's own proviso went untested or
 * the claim states a gradual cause. Reach by section is not read yet.
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

export function evidenceOf(finding: Finding, reading: ClaimReading): Evidence {
  if (/^You said (?:yes|no):/.test(finding.reason)) return 'stated';
  if (ARITHMETIC_RULES.has(finding.rule)) return 'arithmetic';
  if (STATED_RULES.has(finding.rule)) return 'stated';
  return finding.clause && !sharedWordsOnly(finding.clause, reading) ? 'stated' : 'shared';
}

const where = (clause: Clause) => `(${clause.file}, page ${clause.page})`;

/** A refusal on shared words: the clause shown and asked about, yes refusing. */
function asked(finding: Finding, reading: ClaimReading): Finding {
  const clause = finding.clause as Clause;
  return askOrSettle(
    { rule: finding.rule, label: finding.label, clause, ...(finding.title ? { title: finding.title } : {}) },
    `Does this apply to what happened: "${citeClause(clause).quote}" ${where(clause)}?`,
    reading.facts.answers,
    finding.reason,
    true,
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

/** At most this many questions are asked of the customer, the most decisive first. */
export const MAX_QUESTIONS = 5;
