import { clauseParts } from '#functions/analysis/understand/clause-parts';
import type { Clause } from '#functions/analysis/understand/clauses';
import {
  type Dimension,
  type Measure,
  measuresIn,
  meets,
  type Threshold,
  thresholdsIn,
} from '#functions/analysis/understand/language/measures';
import { daysBetweenDatesIn } from '#functions/analysis/understand/language/quantities';
import type { PolicyModel } from '#functions/analysis/understand/policy-model';
import type { ClaimReading } from '../claim-reading';
import { type Finding, questionId } from '../finding';
import { isShort } from '../reach';
import type { Cover } from './cover';
import { dayCapsIn } from './days-in-total';
import { appliesTo } from './exclusions';
import { CONTEXT, conflicts, EVENTS } from './scope';
import { spanFromCoverStart, timeLimitIn } from './time-limit';

/**
 * A figure the policy sets and the claim measures: "Storm: gusts exceeding 55mph" against "gusts
 * only reached about 30 mph", "a delay of more than 6 hours" against "about 3 hours after we
 * landed", "unless caused by a fire within 100 metres" against "about 6 km from our place". The
 * part the figure stands in decides what it means: what the cover requires, what an exclusion
 * refuses, or what an exception needs to lift the exclusion. Alternatives ("winds … and/or rain
 * …") are met by any one the claim meets.
 */

/** Clauses in reach: all of a short document; else the covering clause and definitions of the claim's events. */
function inReach(model: PolicyModel, reading: ClaimReading, cover: Cover | null): Clause[] {
  if (isShort(model)) return [...model.clauses];
  const defines = (c: Clause) =>
    c.role === 'definition' && [...c.yes].some((id) => EVENTS.has(id) && reading.yes.has(id));
  return model.clauses.filter((c) => c === cover?.clause || defines(c));
}

/** What the claim measures in each dimension; time also from two dates ("on 3 March … on 9 March"). */
function claimMeasures(reading: ClaimReading): Map<Dimension, number[]> {
  const out = new Map<Dimension, number[]>();
  const add = (m: Pick<Measure, 'dimension' | 'value'>) =>
    out.set(m.dimension, [...(out.get(m.dimension) ?? []), m.value]);
  for (const m of measuresIn(reading.facts.description)) add(m);
  const days = daysBetweenDatesIn(reading.facts.description);
  if (days !== null && !out.has('time')) add({ dimension: 'time', value: days * 24 });
  return out;
}

type Role = 'require' | 'refuse' | 'lift';

const DEFINED = /^\s*["“]?([A-Za-z][\w' -]{1,30}?)["”]?\s*(?::|\bmeans\b|\bis defined as\b|\bshall mean\b)/i;

/**
 * "Unoccupied means not lived in for more than 60 days": a definition of a word the policy uses
 * only to refuse ("we do not cover theft while the home is unoccupied"). Its figure says when the
 * refusal reaches, not what the cover requires. A word the policy also grants with ("we cover storm
 * damage") keeps its figure a requirement.
 */
function definesRefusal(model: PolicyModel, clause: Clause): boolean {
  const term = DEFINED.exec(clause.text)?.[1]?.trim();
  if (!term) return false;
  const word = new RegExp(`\\b${term.replace(/[^\w\s]/g, '.')}\\b`, 'i');
  const uses = model.clauses
    .filter((c) => c !== clause)
    .flatMap((c) => clauseParts(c.text))
    .filter((p) => word.test(p.text));
  return uses.some((p) => p.role === 'exclusion') && !uses.some((p) => p.role === 'grant');
}

function roleAt(model: PolicyModel, clause: Clause, threshold: Threshold): Role {
  const part = clauseParts(clause.text).find((p) => p.text.includes(threshold.text));
  if (part?.role === 'exception') return 'lift';
  if (part?.role === 'exclusion' || clause.role === 'exclusion') return 'refuse';
  return definesRefusal(model, clause) ? 'refuse' : 'require';
}

/** Each figure of one clause the claim measures, tested: met, not met, or the claim's figures disagree. */
function tests(model: PolicyModel, clause: Clause, measured: Map<Dimension, number[]>) {
  return thresholdsIn(clause.text)
    .filter((t) => !(t.dimension === 'time' && (timeLimitIn(clause.text) || spanFromCoverStart(clause.text))))
    .flatMap((t) => {
      const values = measured.get(t.dimension) ?? [];
      if (values.length === 0) return [];
      const met = values.filter((v) => meets(t, v)).length;
      const outcome = met === values.length ? 'met' : met === 0 ? 'unmet' : 'mixed';
      return [{ threshold: t, role: roleAt(model, clause, t), outcome }];
    });
}

/** "A period of violent weather which may incorporate …": figures given as examples, not as requirements. */
/** Words that make a figure a limit: "limited to 17 days in total", "a maximum of 90 days". */
const LIMITING =
  /\b(?:limited to|limit of|maximum|max\.?|cumulat\w*|aggregate)\b|\bin (?:total|aggregate)\b/i;

const HEDGE = /\b(?:may (?:incorporate|include)|such as|for example|e\.g\.|typically|for instance)\b/i;

/**
 * A figure the claim falls short of decides only when it is a requirement and the claim measured
 * every alternative: under a hedge, or beside list items with figures the claim does not measure
 * ("wind speeds of at least 55mph" / "rainfall of at least 25mm an hour"), it stays open.
 */
function settles(model: PolicyModel, clause: Clause, measured: Map<Dimension, number[]>): boolean {
  const at = model.clauses.indexOf(clause);
  const near = model.clauses
    .slice(Math.max(0, at - 4), at + 5)
    .filter((c) => c !== clause && c.page === clause.page && c.file === clause.file);
  if (HEDGE.test(clause.text) || near.slice(0, 4).some((c) => c.text.endsWith(':') && HEDGE.test(c.text)))
    return false;
  const unmeasured = (c: Clause) => thresholdsIn(c.text).some((t) => !measured.has(t.dimension));
  const listItem = /^[^\p{L}\p{N}(]|^\(?[a-z\d]{1,3}[.)]/u.test(clause.text);
  return !(listItem && near.some(unmeasured));
}

/** The refusal an exception lifts speaks of the claim: its concept and more of its words ("smoke", "home"). */
function sharesRefusal(reading: ClaimReading, clause: Clause): boolean {
  if (conflicts(clause, reading)) return false;
  const shared = [...clause.yes].filter((id) => reading.yes.has(id));
  const concepts = shared.filter((id) => id.startsWith('@') && !CONTEXT.has(id));
  return concepts.length > 0 && shared.length - concepts.length >= 2;
}

function findingFor(model: PolicyModel, reading: ClaimReading, clause: Clause): Finding | null {
  const measured = claimMeasures(reading);
  if (!isShort(model)) measured.delete('time');
  const found = tests(model, clause, measured);
  if (found.length === 0) return null;
  const role = found[0]?.role ?? 'require';
  if (role === 'lift' && !appliesTo(model, reading, clause) && !sharesRefusal(reading, clause)) return null;
  const words = found.map((f) => f.threshold.text).join(' / ');
  const base = { rule: 'threshold', label: `The policy's figure: ${words}`, clause };
  if (found.some((f) => f.outcome === 'mixed'))
    return {
      ...base,
      outcome: 'unknown',
      reason: `Was it ${words}, as the policy requires?`,
      question: { id: `threshold-${words}`, question: `Was it ${words}, as the policy requires?` },
    };
  const anyMet = found.some((f) => f.outcome === 'met');
  const passes = role === 'refuse' ? !anyMet : anyMet;
  // "not exceeding 31 days … but limited to 17 days in total": a figure whose comparison was not read is untested.
  // A cap on days summed over every trip is the days-in-total rule's.
  const caps = dayCapsIn(clause.text).map((cap) => cap.text);
  const unread = measuresIn(clause.text).filter(
    (m) =>
      measured.has(m.dimension) &&
      !caps.includes(m.text) &&
      found.every((f) => f.threshold.index !== m.index) &&
      LIMITING.test(clause.text.slice(Math.max(0, m.index - 30), m.index + m.text.length + 20)),
  );
  if (passes && unread.length > 0) {
    const question = `Does the policy's figure (${unread.map((m) => m.text).join(' / ')}) allow this? "${clause.text.trim()}"`;
    return {
      ...base,
      outcome: 'unknown',
      reason: question,
      question: { id: questionId('threshold', clause), question },
    };
  }
  if (!passes && role === 'require' && !settles(model, clause, measured)) {
    const question = `Did it reach the policy's figure (${words})? "${clause.text.trim()}"`;
    return {
      ...base,
      outcome: 'unknown',
      reason: question,
      question: { id: questionId('threshold', clause), question },
    };
  }
  return {
    ...base,
    outcome: passes ? 'pass' : 'fail',
    reason: passes
      ? `What the claim describes meets the policy's figure (${words}).`
      : `What the claim describes does not meet the policy's figure (${words}): "${clause.text.trim()}"`,
  };
}

export function thresholds(model: PolicyModel, reading: ClaimReading, cover: Cover | null): Finding[] {
  return inReach(model, reading, cover).flatMap((clause) => {
    const finding = findingFor(model, reading, clause);
    return finding ? [finding] : [];
  });
}
