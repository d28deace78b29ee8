export const PROCESSING_MESSAGE = 'Processing your claim...';

/**
 * Covers the page while the claim is assessed. The status region stays in the page when idle, so
 * screen readers announce the words the moment they appear.
 */
export function ProcessingOverlay({ active }: { readonly active: boolean }) {
  return (
    <>
      {active && <div className="claim-overlay" aria-hidden="true" />}
      <div className={active ? 'claim-overlay__panel' : 'visually-hidden'} role="status" aria-live="polite">
        {active && (
          <>
            <span className="spinner" aria-hidden="true" />
            <p className="claim-overlay__title">{PROCESSING_MESSAGE}</p>
            <p className="claim-overlay__text">
              Reading your policy documents and checking the clauses that apply to what happened.
            </p>
          </>
        )}
      </div>
    </>
  );
}
