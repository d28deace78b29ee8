import { useEffect, useId, useRef } from 'react';
import type { InsuranceType } from '#domain/insurance';
import type { PolicyView } from '#domain/schemas/policy';
import { Button } from '#web/components/button';
import { PolicyDetailsForm } from './policy-details-form';

interface ThankYouPanelProps {
  readonly policy: PolicyView;
  readonly insuranceTypes: readonly InsuranceType[] | undefined;
  readonly onUploadAnother: () => void;
}

/** After a 1 Click Upload: thanks, what was read from the documents, and a way to correct it. */
export function ThankYouPanel({ policy, insuranceTypes, onUploadAnother }: ThankYouPanelProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const documents = policy.files.length;

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className="thank-you" aria-labelledby={headingId}>
      <div className="thank-you__intro">
        <span className="thank-you__icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="m5 12.5 4.5 4.5L19 7.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
        <div>
          <h3 id={headingId} ref={headingRef} tabIndex={-1} className="thank-you__title">
            Thank you! Your policy is uploaded.
          </h3>
          <p className="thank-you__text">
            We have already read your {documents === 1 ? 'document' : `${documents} documents`} and filled in
            the details below. Please check them and correct anything that is wrong or missing — your policy
            is already in Your policies.
          </p>
        </div>
      </div>
      <PolicyDetailsForm policy={policy} insuranceTypes={insuranceTypes} title="Details we found" />
      <div className="thank-you__again">
        <Button variant="secondary" onClick={onUploadAnother}>
          Upload another policy
        </Button>
      </div>
    </section>
  );
}
