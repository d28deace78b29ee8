import { useId, useState } from 'react';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { type AssessmentView, useAssessments } from '../api/get-assessments';
import { formatDateTime, formatProcessingTime } from '../claim-display';
import { VerdictBadge } from './verdict-badge';

export const HISTORY_LOAD_ERROR = 'Error loading assessment history';
export const NO_ASSESSMENTS = 'No previous assessments found';

/** Collapsed, the two lines shown are the first two with words in them. */
function withoutBlankLines(text: string): string {
  return text.replace(/\n\s*\n/g, '\n').trim();
}

interface HistoryEntryProps {
  readonly assessment: AssessmentView;
  readonly onView: (assessment: AssessmentView) => void;
}

/** One earlier assessment: when, which policy, the verdict, and its result, two lines until opened. */
function HistoryEntry({ assessment, onView }: HistoryEntryProps) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  return (
    <article className="history-entry" aria-labelledby={`${id}-title`}>
      <header className="history-entry__header">
        <h3 id={`${id}-title`} className="history-entry__policy">
          {assessment.policyName}
        </h3>
        <VerdictBadge verdict={assessment.verdict} size="small" />
      </header>
      <p className="history-entry__meta">
        <time dateTime={assessment.createdAt}>{formatDateTime(assessment.createdAt)}</time>
        <span aria-hidden="true"> · </span>
        <span>{assessment.insuranceTypeName}</span>
        <span aria-hidden="true"> · </span>
        <span>Processed in {formatProcessingTime(assessment.processingTime)}</span>
      </p>
      <p
        id={`${id}-result`}
        className={
          expanded ? 'history-entry__result' : 'history-entry__result history-entry__result--collapsed'
        }
      >
        {expanded ? assessment.result : withoutBlankLines(assessment.result)}
      </p>
      <div className="history-entry__actions">
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
        <button type="button" className="link-button" onClick={() => onView(assessment)}>
          View details<span className="visually-hidden"> of the assessment for {assessment.policyName}</span>
        </button>
      </div>
    </article>
  );
}

/** Assessment History: earlier assessments, newest first. */
export function AssessmentHistory({ onView }: { readonly onView: (assessment: AssessmentView) => void }) {
  const titleId = useId();
  const history = useAssessments();
  const count = history.data?.assessments.length;
  return (
    <section
      className="card claim-history"
      aria-labelledby={titleId}
      aria-busy={history.isFetching || undefined}
    >
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
              <HistoryEntry assessment={assessment} onView={onView} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
