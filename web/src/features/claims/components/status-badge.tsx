import type { AssessmentView } from '../api/get-assessments';
import { VerdictBadge } from './verdict-badge';

export const STATUS_LABELS = { pending: 'Assessing…', failed: 'Failed' } as const;

/** The verdict once there is one; otherwise where the assessment stands. */
export function StatusBadge({
  assessment,
  size = 'normal',
}: {
  readonly assessment: AssessmentView;
  readonly size?: 'normal' | 'small';
}) {
  if (assessment.status === 'completed') return <VerdictBadge verdict={assessment.verdict} size={size} />;
  return (
    <span className={`verdict-badge verdict-badge--${assessment.status} verdict-badge--${size}`}>
      {assessment.status === 'pending' && <span className="spinner spinner--inline" aria-hidden="true" />}
      {STATUS_LABELS[assessment.status]}
    </span>
  );
}
