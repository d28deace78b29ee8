import { useEffect, useId, useRef } from 'react';
import type { InsuranceType } from '#domain/insurance';
import type { PolicyView } from '#domain/schemas/policy';
import { Button } from '#web/components/button';
import { PolicyDetailsForm } from './policy-details-form';
import { IconHeader, TickIcon } from './policy-icons';

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
      <IconHeader className="thank-you__intro" iconClassName="thank-you__icon" icon={<TickIcon />}>
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
      </IconHeader>
      <PolicyDetailsForm policy={policy} insuranceTypes={insuranceTypes} title="Details we found" />
      <div className="thank-you__again">
        <Button variant="secondary" onClick={onUploadAnother}>
          Upload another policy
        </Button>
      </div>
    </section>
  );
}
