import type { PolicyModel } from '../understand/policy-model';

/**
 * A document this short (a certificate's paragraph, one row of a summary, a clause a user pasted
 * into a PDF) is in reach as a whole: every term in it speaks for the claim it is asked about.
 */
const SHORT_CLAUSES = 12;

export function isShort(model: PolicyModel): boolean {
  return model.clauses.length <= SHORT_CLAUSES;
}
