import type { VERDICTS } from './schemas/claim';

type Verdict = (typeof VERDICTS)[number];

/** What an assessment says of the payout and what to do next, as stored and as shown. */
interface OutcomeParts {
  readonly verdict: Verdict;
  readonly estimatedPayout: number | null;
  readonly nextSteps: readonly string[];
  readonly questions: readonly unknown[];
}

/** The next step that points to the questions an unclear verdict asks. */
const ANSWER_QUESTIONS = 'Answer the questions above, or ask your insurer, ';

/**
 * A payout is estimated only for a claim that is likely covered; the questions are pointed to only
 * when there are some to answer (otherwise the step says to ask the insurer). Pure.
 */
export function consistentOutcome<T extends OutcomeParts>(outcome: T): T {
  const estimatedPayout = outcome.verdict === 'likely_covered' ? outcome.estimatedPayout : null;
  const nextSteps =
    outcome.questions.length > 0
      ? outcome.nextSteps
      : outcome.nextSteps.map((step) =>
          step.startsWith(ANSWER_QUESTIONS)
            ? `Ask your insurer ${step.slice(ANSWER_QUESTIONS.length)}`
            : step,
        );
  return { ...outcome, estimatedPayout, nextSteps };
}
