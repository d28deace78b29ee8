import { type Ref, useId } from 'react';
import type { PolicyView } from '#domain/schemas/policy';
import { Alert } from '#web/components/alert';
import { Button } from '#web/components/button';
import type { Answer, AssessmentView } from '../api/get-assessments';
import { formatDateTime } from '../claim-display';
import type { PolicyDatesInput } from '../claim-form-values';
import { AssessmentProgress } from './assessment-progress';
import { AssessmentResult } from './assessment-result';
import { ClaimQuestions } from './claim-questions';
import { ClaimSummary } from './claim-summary';
import { PolicyDatesSection } from './policy-dates-used';

export const FAILED_TITLE = 'This assessment could not be finished';

interface AssessmentPanelProps {
  readonly assessment: AssessmentView;
  readonly country: string | undefined;
  /** The assessed policy's files, to open cited pages that name only a file. */
  readonly files: readonly PolicyView['files'][number][] | undefined;
  /** The heading, to move focus to when an assessment is put on screen. */
  readonly headingRef?: Ref<HTMLHeadingElement>;
  readonly onRetry: () => void;
  readonly retrying: boolean;
  /** Sends the claim again with answers to its questions; resolves with a message when it could not. */
  readonly onReassess: (answers: Record<string, Answer>) => Promise<string | undefined>;
  readonly reassessing: boolean;
  /** Sends the claim again with corrected policy dates; resolves with a message when it could not. */
  readonly onRedate: (dates: PolicyDatesInput) => Promise<string | undefined>;
}

/**
 * The assessment on screen, whatever its state: its progress while pending, the reason and a retry
 * when it failed, the full result once completed (with the questions an unclear verdict asks).
 */
export function AssessmentPanel(props: AssessmentPanelProps) {
  const { assessment, country, headingRef } = props;
  const headingId = useId();
  return (
    <section className="card claim-result" aria-labelledby={headingId}>
      <header className="claim-result__header">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="card__title claim-result__title">
          Assessment result
        </h2>
        <p className="claim-result__meta">
          {assessment.policyName} · {assessment.insuranceTypeName} ·{' '}
          <time dateTime={assessment.createdAt}>{formatDateTime(assessment.createdAt)}</time>
        </p>
        <ClaimSummary assessment={assessment} country={country} />
      </header>
      {assessment.status === 'pending' && <AssessmentProgress assessment={assessment} />}
      {assessment.status === 'failed' && (
        <Alert tone="error" title={FAILED_TITLE}>
          <p>{assessment.error}</p>
          <Button
            variant="secondary"
            className="button--small"
            aria-disabled={props.retrying || undefined}
            onClick={() => !props.retrying && props.onRetry()}
          >
            Retry
          </Button>
        </Alert>
      )}
      {assessment.status === 'completed' && (
        <AssessmentResult
          assessment={assessment}
          country={country}
          files={props.files}
          beforeChecks={
            <PolicyDatesSection
              assessment={assessment}
              onRedate={props.onRedate}
              submitting={props.reassessing}
            />
          }
          afterVerdict={
            assessment.verdict === 'unclear' &&
            assessment.questions.length > 0 && (
              <ClaimQuestions
                questions={assessment.questions}
                answers={assessment.answers}
                onReassess={props.onReassess}
                submitting={props.reassessing}
              />
            )
          }
        />
      )}
    </section>
  );
}
