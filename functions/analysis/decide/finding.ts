import type { Clause } from '../understand/clauses';
import type { ClaimQuestion } from '../understand/types';

/**
 * What one rule found when it tested the claim against one clause: the condition passed, failed,
 * or cannot be settled from the facts given (with the question that would settle it).
 */
export interface Finding {
  readonly rule: string;
  readonly label: string;
  readonly outcome: 'pass' | 'fail' | 'unknown';
  readonly reason: string;
  readonly clause: Clause | null;
  readonly question?: ClaimQuestion;
  /** Set on exclusions, for the list of exclusions that may apply. */
  readonly title?: string;
  /** A pass that says only that the term does not reach the claim: no evidence of what is covered. */
  readonly unreached?: true;
}

/** A stable id for a question about a clause, so an answer finds its question again. */
export function questionId(rule: string, clause: Clause | null): string {
  const text = `${clause?.file ?? ''}:${clause?.page ?? 0}:${clause?.text ?? ''}`;
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (hash * 31 + text.charCodeAt(i)) | 0;
  return `${rule}-${(hash >>> 0).toString(36)}`;
}

/** A rule's answer from the user's yes/no answer to its question, when they gave one. */
export function answered(
  answers: Readonly<Record<string, 'yes' | 'no'>> | undefined,
  id: string,
): boolean | null {
  const answer = answers?.[id];
  return answer === 'yes' ? true : answer === 'no' ? false : null;
}

/** A finding that cannot be settled: asks its question, unless the user has already answered it. */
export function askOrSettle(
  base: Omit<Finding, 'outcome' | 'question' | 'reason'>,
  question: string,
  answers: Readonly<Record<string, 'yes' | 'no'>> | undefined,
  failReason: string,
  /** The question asks whether a refusal applies, so "yes" is what fails the claim. */
  yesRefuses = false,
): Finding {
  const id = questionId(base.rule, base.clause);
  const answer = answered(answers, id);
  if (answer === !yesRefuses)
    return { ...base, outcome: 'pass', reason: `You said ${yesRefuses ? 'no' : 'yes'}: ${question}` };
  if (answer !== null) return { ...base, outcome: 'fail', reason: failReason };
  return { ...base, outcome: 'unknown', reason: question, question: { id, question } };
}
