import { useEffect, useId, useRef } from 'react';
import type { InsuranceType } from '#domain/insurance';
import type { PolicyView } from '#domain/schemas/policy';
import { Alert } from '#web/components/alert';
import { Button } from '#web/components/button';
import { usePolicies } from '#web/lib/api/get-policies';
import { PolicyDetailsForm } from './policy-details-form';
import { IconHeader, TickIcon } from './policy-icons';

interface ThankYouPanelProps {
  readonly policy: PolicyView;
  readonly insuranceTypes: readonly InsuranceType[] | undefined;
  readonly onUploadAnother: () => void;
}

/** The uploaded policy as the list has it now: still being read, refused, or ready with its details. */
function useLatest(uploaded: PolicyView): PolicyView {
  const list = usePolicies().data;
  const all = [...(list?.policies ?? []), ...(list?.inProgress ?? [])];
  return all.find((p) => p.id === uploaded.id) ?? uploaded;
}

/** What is known of the documents yet: being read, refused, or read with the details filled in. */
function ReadingNote({ policy, documents }: { readonly policy: PolicyView; readonly documents: string }) {
  if (policy.status === 'failed')
    return (
      <Alert tone="error">
        <p>{policy.failure ?? 'This policy could not be read.'}</p>
      </Alert>
    );
  if (policy.status !== 'ready')
    return (
      <p className="thank-you__text" role="status">
        <span className="spinner policies-spinner-small" aria-hidden="true" /> We are still reading your{' '}
        {documents}. Your policy is already in Your policies, shown as being read; the details we find will
        appear here when reading ends.
      </p>
    );
  return (
    <p className="thank-you__text">
      We have already read your {documents} and filled in the details below. Please check them and correct
      anything that is wrong or missing — your policy is already in Your policies.
    </p>
  );
}

/**
 * After a 1 Click Upload: thanks, what was read from the documents, and a way to correct it; a
 * policy still being read is said so, and its details come once it is ready.
 */
export function ThankYouPanel({ policy: uploaded, insuranceTypes, onUploadAnother }: ThankYouPanelProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const policy = useLatest(uploaded);
  const count = policy.files.length;
  const documents = count === 1 ? 'document' : `${count} documents`;

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
          <ReadingNote policy={policy} documents={documents} />
        </div>
      </IconHeader>
      {policy.status === 'ready' && (
        <PolicyDetailsForm policy={policy} insuranceTypes={insuranceTypes} title="Details we found" />
      )}
      <div className="thank-you__again">
        <Button variant="secondary" onClick={onUploadAnother}>
          Upload another policy
        </Button>
      </div>
    </section>
  );
}
