import { formatMoney } from '#domain/money';
import type { AssessmentView } from '../api/get-assessments';
import { claimExcerpt, formatDateTime } from '../claim-display';

/** What was claimed, in one glance: the first words of the description, when it happened, how much. */
export function ClaimSummary({
  assessment,
  country,
}: {
  readonly assessment: AssessmentView;
  readonly country: string | undefined;
}) {
  const currency = assessment.status === 'completed' ? assessment.currency : null;
  return (
    <div className="claim-summary">
      <p className="claim-summary__description">“{claimExcerpt(assessment.description)}”</p>
      <dl className="claim-summary__facts">
        <div>
          <dt>Incident</dt>
          <dd>
            <time dateTime={assessment.incidentDateTime}>{formatDateTime(assessment.incidentDateTime)}</time>
          </dd>
        </div>
        <div>
          <dt>Value</dt>
          <dd>{formatMoney(assessment.estimatedValue, currency, country)}</dd>
        </div>
      </dl>
    </div>
  );
}
