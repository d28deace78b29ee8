import type { CheckOutcome, Verdict } from '../api/get-assessments';

const CHECK_MARKS: Record<CheckOutcome, string> = {
  pass: 'm7 12.5 3.2 3.2L17 9',
  fail: 'm8.5 8.5 7 7m0-7-7 7',
  unknown: 'M9.6 9.3a2.5 2.5 0 1 1 3.4 2.3c-.6.3-1 .8-1 1.5v.6M12 16.8v.1',
};

/** A tick, a cross or a question mark in a circle; the words beside it carry the meaning. */
export function OutcomeIcon({ outcome }: { readonly outcome: CheckOutcome }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={`outcome-icon outcome-icon--${outcome}`}
    >
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path d={CHECK_MARKS[outcome]} fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

const VERDICT_OUTCOMES: Record<Verdict, CheckOutcome> = {
  likely_covered: 'pass',
  likely_not_covered: 'fail',
  unclear: 'unknown',
};

export function VerdictIcon({ verdict }: { readonly verdict: Verdict }) {
  return <OutcomeIcon outcome={VERDICT_OUTCOMES[verdict]} />;
}
