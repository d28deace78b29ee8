interface SpinnerProps {
  /** Read out to screen readers. */
  readonly label?: string;
}

export function Spinner({ label = 'Loading…' }: SpinnerProps) {
  return (
    <span className="spinner-wrap" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** Fills the content area while something the whole page depends on is loading. */
export function FullPageSpinner({ label }: SpinnerProps) {
  return (
    <div className="full-page-spinner">
      <Spinner label={label} />
    </div>
  );
}
