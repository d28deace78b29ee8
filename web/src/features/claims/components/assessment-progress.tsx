import { useEffect, useState } from 'react';
import type { PendingAssessment } from '../api/get-assessments';
import { PROCESSING_MESSAGE, progressStep, secondsSince } from '../claim-display';

const STEPS = [
  { id: 'received', label: 'Claim received' },
  { id: 'queued', label: 'Waiting to start' },
  { id: 'assessing', label: 'Reading your policy documents and testing the conditions that apply' },
] as const;

/**
 * A pending assessment: which step it is at and how long it has taken so far. Only the step is
 * announced (the seconds would be read out every second).
 */
export function AssessmentProgress({ assessment }: { readonly assessment: PendingAssessment }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const step = progressStep(assessment);
  const current = STEPS.findIndex((s) => s.id === step);
  return (
    <div className="claim-progress">
      <div className="claim-progress__status" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <div>
          <p className="claim-progress__title">{PROCESSING_MESSAGE}</p>
          <p className="claim-progress__step">{STEPS[current]?.label}</p>
        </div>
      </div>
      <progress className="claim-progress__bar" aria-label="Assessment in progress" />
      <ol className="claim-progress__steps">
        {STEPS.map((s, i) => (
          <li
            key={s.id}
            className={i < current ? 'is-done' : i === current ? 'is-current' : undefined}
            aria-current={i === current ? 'step' : undefined}
          >
            {s.label}
          </li>
        ))}
      </ol>
      <p className="claim-progress__note">
        Started {secondsSince(assessment.queuedAt, now)} s ago. You can leave this page: the assessment
        carries on and its result appears in your history.
      </p>
    </div>
  );
}
