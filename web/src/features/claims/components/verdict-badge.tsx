import type { Verdict } from '../api/get-assessments';
import { VERDICT_LABELS } from '../claim-display';
import { VerdictIcon } from './claim-icons';

/** The verdict as a coloured badge with an icon and its words. */
export function VerdictBadge({
  verdict,
  size = 'normal',
}: {
  readonly verdict: Verdict;
  readonly size?: 'normal' | 'small';
}) {
  return (
    <span className={`verdict-badge verdict-badge--${verdict} verdict-badge--${size}`}>
      <VerdictIcon verdict={verdict} />
      {VERDICT_LABELS[verdict]}
    </span>
  );
}
