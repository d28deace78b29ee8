import { useId, useState } from 'react';
import { Alert } from '#web/components/alert';
import { Button } from '#web/components/button';
import { Spinner } from '#web/components/spinner';
import { type AssessmentView, useAssessments } from '../api/get-assessments';
import { formatDateTime, formatProcessingTime } from '../claim-display';
import { ClaimSummary } from './claim-summary';
import { StatusBadge } from './status-badge';

export const HISTORY_LOAD_ERROR = 'Error loading assessment history';
export const NO_ASSESSMENTS = 'No previous assessments found';

/** Collapsed, the two lines shown are the first two with words in them. */
function withoutBlankLines(text: string): string {
  return text.replace(/\n\s*\n/g, '\n').trim();
}

interface HistoryEntryProps {
  readonly assessment: AssessmentView;
  readonly country: string | undefined;
  readonly onView: (assessment: AssessmentView) => void;
  readonly onRetry: (assessment: AssessmentView) => void;
}

/** One assessment: which policy, what was claimed, where it stands, and its result once there is one. */
function HistoryEntry({ assessment, country, onView, onRetry }: HistoryEntryProps) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const about = <span className="visually-hidden"> of the assessment for {assessment.policyName}</span>;
  return (
    <article className="history-entry" aria-labelledby={`${id}-title`}>
      <header className="history-entry__header">
        <h3 id={`${id}-title`} className="history-entry__policy">
          {assessment.policyName}
        </h3>
        <StatusBadge assessment={assessment} size="small" />
      </header>
      <ClaimSummary assessment={assessment} country={country} />
      <p className="history-entry__meta">
        <time dateTime={assessment.createdAt}>{formatDateTime(assessment.createdAt)}</time>
        <span aria-hidden="true"> · </span>
        <span>{assessment.insuranceTypeName}</span>
        {assessment.status === 'completed' && (
          <>
            <span aria-hidden="true"> · </span>
            <span>Processed in {formatProcessingTime(assessment.processingTime)}</span>
          </>
        )}
      </p>
      {assessment.status === 'failed' && <p className="history-entry__error">{assessment.error}</p>}
      {assessment.status === 'completed' && (
        <p
          id={`${id}-result`}
          className={
            expanded ? 'history-entry__result' : 'history-entry__result history-entry__result--collapsed'
          }
        >
          {expanded ? assessment.result : withoutBlankLines(assessment.result)}
        </p>
      )}
      <div className="history-entry__actions">
        {assessment.status === 'completed' && (
          <button
            type="button"
            className="link-button"
            aria-expanded={expanded}
            aria-controls={`${id}-result`}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? 'Show less' : 'Show full result'}
            <span className="visually-hidden"> for {assessment.policyName}</span>
          </button>
        )}
        {assessment.status === 'failed' && (
          <button type="button" className="link-button" onClick={() => onRetry(assessment)}>
            Retry{about}
          </button>
        )}
        <button type="button" className="link-button" onClick={() => onView(assessment)}>
          {assessment.status === 'pending' ? 'View progress' : 'View details'}
          {about}
        </button>
      </div>
    </article>
  );
}

interface AssessmentHistoryProps {
  readonly country: string | undefined;
  readonly onView: (assessment: AssessmentView) => void;
  readonly onRetry: (assessment: AssessmentView) => void;
}

/** Assessment History: every assessment, newest first, those still running and those that failed too. */
export function AssessmentHistory({ country, onView, onRetry }: AssessmentHistoryProps) {
  const titleId = useId();
  const history = useAssessments();
  const count = history.data?.assessments.length;
  return (
    <section className="card claim-history" aria-labelledby={titleId}>
      <div className="card__header">
        <h2 id={titleId} className="card__title">
          Assessment History
        </h2>
        {count !== undefined && count > 0 && <span className="claim-history__count">{count}</span>}
      </div>
      {history.isPending && <Spinner label="Loading your assessments…" />}
      {history.isError && (
        <Alert tone="error">
          <p>{HISTORY_LOAD_ERROR}</p>
          <Button variant="secondary" className="button--small" onClick={() => void history.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {history.data && history.data.assessments.length === 0 && (
        <p className="claim-history__empty">{NO_ASSESSMENTS}</p>
      )}
      {history.data && history.data.assessments.length > 0 && (
        <ol className="claim-history__list">
          {history.data.assessments.map((assessment) => (
            <li key={assessment.id}>
              <HistoryEntry assessment={assessment} country={country} onView={onView} onRetry={onRetry} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
