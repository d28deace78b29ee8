import type { Clause } from './clauses';
import { assembleModel, MODEL_VERSION, type PolicyModel } from './policy-model';

/**
 * The policy model as it is kept with the policy (built once, when its documents are read): the
 * clauses with their roles and concepts, the defined terms, currency and country, and the version
 * it was built with. A model of another version is not used; it is built again from the text.
 */
type Sets = 'yes' | 'no' | 'exceptionYes' | 'scope';
type StoredClause = Omit<Clause, Sets> & Record<Sets, readonly string[]>;

export interface StoredModel {
  readonly version: number;
  readonly clauses: readonly StoredClause[];
  readonly definitions: readonly {
    readonly term: string;
    readonly lemmas: readonly string[];
    readonly members: readonly (readonly string[])[];
    /** Index of the defining clause. */
    readonly clause: number;
  }[];
  readonly currency: string | null;
  readonly country: string | null;
}

export function storeModel(model: PolicyModel): StoredModel {
  const index = new Map(model.clauses.map((c, i) => [c, i]));
  return {
    version: model.version,
    clauses: model.clauses.map((c) => ({
      ...c,
      yes: [...c.yes],
      no: [...c.no],
      exceptionYes: [...c.exceptionYes],
      scope: [...c.scope],
    })),
    definitions: model.definitions.map((d) => ({ ...d, clause: index.get(d.clause) ?? -1 })),
    currency: model.currency,
    country: model.country,
  };
}

/** The model again, or null when it was built by another version of the analyser. */
export function modelFromStore(stored: StoredModel): PolicyModel | null {
  if (stored.version !== MODEL_VERSION) return null;
  const clauses: Clause[] = stored.clauses.map((c) => ({
    ...c,
    yes: new Set(c.yes),
    no: new Set(c.no),
    exceptionYes: new Set(c.exceptionYes),
    scope: new Set(c.scope),
  }));
  const definitions = stored.definitions.flatMap((d) => {
    const clause = clauses[d.clause];
    return clause ? [{ term: d.term, lemmas: d.lemmas, members: d.members, clause }] : [];
  });
  return assembleModel({ clauses, definitions, currency: stored.currency, country: stored.country });
}
