import { type Clause, clauseTerms } from '../understand/clauses';
import { affirmed } from '../understand/language/concepts';
import type { PolicyModel } from '../understand/policy-model';
import type { ClaimReading } from './claim-reading';

/**
 * How closely a clause speaks about this claim: the ids both affirm (or both deny), each weighed
 * by how telling it is in this policy. A clause about "damage to fences caused by storm" and a
 * claim about "storm winds flattened our fence" share two concepts; a clause that shares only
 * "damage" shares nothing telling.
 */
export interface Overlap {
  readonly score: number;
  readonly shared: readonly string[];
  readonly concepts: readonly string[];
}

export function overlap(
  model: PolicyModel,
  reading: ClaimReading,
  yes: ReadonlySet<string>,
  no: ReadonlySet<string> = new Set(),
): Overlap {
  const shared = [
    ...[...yes].filter((id) => reading.yes.has(id)),
    ...[...no].filter((id) => reading.no.has(id)),
  ];
  return {
    score: shared.reduce((sum, id) => sum + model.weight(id), 0),
    shared,
    concepts: shared.filter((id) => id.startsWith('@')),
  };
}

export function clauseOverlap(model: PolicyModel, reading: ClaimReading, clause: Clause): Overlap {
  return overlap(model, reading, clause.yes, clause.no);
}

/** Where a clause names its circumstance ("caused by storm", "if taps are left on", "during the move"). */
const CIRCUMSTANCE =
  /\b(if|when|whilst|while|during|because|where|as a result of|caused by|due to|arising from|resulting from)\b/i;
/** Examples illustrate a rule; they are not the rule ("For example, we will not cover your TV if..."). */
const EXAMPLE = /\b(for example|for instance|e\.g\.)[^.]*\.?/gi;

/** The terms of a clause's rule, and of the circumstance it names (if any). */
const ruleCache = [new WeakMap<Clause, RuleTerms>(), new WeakMap<Clause, RuleTerms>()] as const;

interface RuleTerms {
  readonly all: ReadonlySet<string>;
  readonly circumstance: ReadonlySet<string> | null;
}

/** The terms of a clause's rule, read once per clause (the model is shared by every claim). */
export function ruleTerms(clause: Clause, whole = false): RuleTerms {
  const cache = ruleCache[whole ? 1 : 0];
  const known = cache.get(clause);
  if (known) return known;
  const terms = readRuleTerms(clause, whole);
  cache.set(clause, terms);
  return terms;
}

function readRuleTerms(clause: Clause, whole: boolean): RuleTerms {
  // A cover's own exceptions sit in brackets; its circumstance may follow them ("(except money) during the move").
  const text = whole ? clause.text.replace(/\([^)]*\)/g, ' ') : clause.main;
  const rule = text.replace(EXAMPLE, ' ');
  const cut = CIRCUMSTANCE.exec(rule);
  const circumstance = cut ? affirmed(clauseTerms(rule.slice(cut.index + cut[0].length))) : null;
  return { all: affirmed(clauseTerms(rule)), circumstance };
}

/** The claim shows the circumstance a clause names, or the circumstance has nothing telling in it. */
export function circumstanceHolds(
  model: PolicyModel,
  reading: ClaimReading,
  circumstance: ReadonlySet<string> | null,
): boolean {
  const telling = [...(circumstance ?? [])].filter((id) => id.startsWith('@') || model.weight(id) >= 2.5);
  return telling.length === 0 || telling.some((id) => reading.yes.has(id));
}
