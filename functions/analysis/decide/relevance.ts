import type { Clause } from '../understand/clauses';
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

/** Concepts the claim is about (its events and things). */
export function claimConcepts(reading: ClaimReading): string[] {
  return [...reading.yes].filter((id) => id.startsWith('@'));
}
