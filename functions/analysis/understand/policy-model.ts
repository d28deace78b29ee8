import { createHash } from 'node:crypto';
import { documentCurrency } from './amounts';
import { type Clause, clausesOf } from './clauses';
import { type DefinedTerm, definedTerms } from './definitions';
import { policyCountry } from './jurisdiction';
import type { PolicyDocument } from './types';

/**
 * What the analyser understands of a policy: its clauses with their roles, and how telling each
 * word is in this policy (a word found in every clause says little about any one of them). Built
 * once per set of documents and read by every decision.
 */
export interface PolicyModel {
  readonly version: typeof MODEL_VERSION;
  readonly clauses: readonly Clause[];
  /** Terms the policy defines by listing what they take in. */
  readonly definitions: readonly DefinedTerm[];
  readonly currency: string | null;
  /** The country whose law and ombudsman the policy falls under, from its own text. */
  readonly country: string | null;
  /** How telling an id is in this policy: rare words weigh more (inverse clause frequency). */
  readonly weight: (id: string) => number;
  /**
   * Whether an id sets a clause apart in this policy: the insured item, named in clause after
   * clause of its own policy, does not; a thing named in a few clauses does, however short the policy.
   */
  readonly telling: (id: string) => boolean;
}

/** Bumped whenever the way a model is built changes, so stored models are rebuilt rather than used. */
export const MODEL_VERSION = 43 as const;

function frequencies(clauses: readonly Clause[]): Map<string, number> {
  const frequency = new Map<string, number>();
  for (const clause of clauses) {
    for (const id of new Set([...clause.yes, ...clause.no])) frequency.set(id, (frequency.get(id) ?? 0) + 1);
  }
  return frequency;
}

function weights(clauses: readonly Clause[], frequency: Map<string, number>): (id: string) => number {
  const total = clauses.length + 1;
  return (id) => {
    const idf = Math.log(total / (1 + (frequency.get(id) ?? 0)));
    return Math.max(0.2, idf) * (id.startsWith('@') ? 1.5 : 1);
  };
}

const cache = new WeakMap<readonly PolicyDocument[], PolicyModel>();
const byContent = new Map<string, PolicyModel>();

function contentKey(documents: readonly PolicyDocument[]): string {
  const hash = createHash('sha1');
  for (const d of documents) hash.update(d.file).update('\u0000').update(d.pages.join('\f'));
  return hash.digest('hex');
}

/** A model from its parts: how telling each word is comes from the clauses, so it is never stored. */
export function assembleModel(parts: {
  readonly clauses: readonly Clause[];
  readonly definitions: readonly DefinedTerm[];
  readonly currency: string | null;
  readonly country: string | null;
}): PolicyModel {
  const frequency = frequencies(parts.clauses);
  const count = parts.clauses.length;
  return {
    version: MODEL_VERSION,
    ...parts,
    weight: weights(parts.clauses, frequency),
    telling: (id) => {
      const n = frequency.get(id) ?? 0;
      return n <= 2 || n / count < 0.08;
    },
  };
}

function remember(documents: readonly PolicyDocument[], model: PolicyModel): void {
  cache.set(documents, model);
  if (byContent.size > 50) byContent.clear();
  byContent.set(contentKey(documents), model);
}

/** Uses a model built before (stored with the policy) for these documents. */
export function rememberModel(documents: readonly PolicyDocument[], model: PolicyModel): void {
  remember(documents, model);
}

export function policyModel(documents: readonly PolicyDocument[]): PolicyModel {
  const cached = cache.get(documents) ?? byContent.get(contentKey(documents));
  if (cached) return cached;
  const clauses = documents.flatMap(clausesOf);
  const model = assembleModel({
    clauses,
    definitions: definedTerms(clauses),
    currency: documentCurrency(documents),
    country: policyCountry(documents),
  });
  remember(documents, model);
  return model;
}
