import type { DatedStep } from '#domain/complaints/complaint-deadlines';

interface EscalationStepsProps {
  readonly steps: readonly DatedStep[];
}

/** The route as numbered steps, each with its time limit (dated where the day is known) and sources. */
export function EscalationSteps({ steps }: EscalationStepsProps) {
  return (
    <ol className="complaint-steps">
      {steps.map((step) => (
        <li key={step.id} className="complaint-step">
          <p className="complaint-step__title">{step.title}</p>
          <p className="complaint-step__detail">{step.detail}</p>
          {step.limit && (
            <p
              className={
                step.dueOn ? 'complaint-step__limit complaint-step__limit--dated' : 'complaint-step__limit'
              }
            >
              {step.limit}
            </p>
          )}
          <p className="complaint-step__sources">
            {step.sources.length > 1 ? 'Sources:' : 'Source:'}{' '}
            {step.sources.map((source, index) => (
              <span key={source.url}>
                {index > 0 && '; '}
                <a href={source.url} target="_blank" rel="noopener noreferrer">
                  {source.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </span>
            ))}
          </p>
        </li>
      ))}
    </ol>
  );
}
