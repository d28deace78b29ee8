import { useId } from 'react';
import { megabytes, QUICK_UPLOAD_IPID_MAX_BYTES, QUICK_UPLOAD_POLICY_MAX_BYTES } from '#domain/constants';
import type { InsuranceType } from '#domain/insurance';
import { POLICY_MESSAGES } from '#domain/schemas/policy';
import { Alert } from '#web/components/alert';
import { Button } from '#web/components/button';
import { IPID_INPUT, POLICY_INPUT, type QuickUpload, useQuickUpload } from '../hooks/use-quick-upload';
import { DocumentFileField } from './document-file-field';
import { BoltIcon, IconHeader } from './policy-icons';
import { ThankYouPanel } from './thank-you-panel';
import { UploadFormFrame } from './upload-form-frame';
import { UploadProgress } from './upload-progress';

interface QuickUploadCardProps {
  readonly slotsRemaining: number | undefined;
  readonly insuranceTypes: readonly InsuranceType[] | undefined;
}

function QuickUploadHeader({ titleId }: { readonly titleId: string }) {
  return (
    <IconHeader className="quick-upload__header" iconClassName="quick-upload__icon" icon={<BoltIcon />}>
      <div>
        <h2 id={titleId} className="card__title quick-upload__title">
          1 Click Upload
        </h2>
        <p className="quick-upload__tagline">The quickest way to add a policy.</p>
      </div>
    </IconHeader>
  );
}

/** What 1 Click Upload does, and its form: the policy document and, if there is one, the IPID. */
function QuickUploadForm({
  quick,
  titleId,
  limitReached,
}: {
  readonly quick: QuickUpload;
  readonly titleId: string;
  readonly limitReached: boolean;
}) {
  const { errors, upload } = quick;
  return (
    <>
      <p className="card__intro">
        Add your policy document and PolicyLens reads the policy's name, insurer, type and dates for you. You
        can check and correct them straight after.
      </p>
      {limitReached && (
        <Alert tone="warning" className="quick-upload__limit">
          <p>{POLICY_MESSAGES.limitReached}</p>
        </Alert>
      )}
      <UploadFormFrame
        frame={quick.frame}
        titleId={titleId}
        outcomeClassName="quick-upload__outcome"
        onSubmit={quick.submit}
      >
        <fieldset className="form-group" disabled={limitReached || upload.isUploading}>
          <legend className="visually-hidden">Documents for 1 Click Upload</legend>
          <DocumentFileField
            label="Policy document"
            name={POLICY_INPUT}
            required
            hint={`Your Policy Schedule or Policy Wording. PDF, less than ${megabytes(QUICK_UPLOAD_POLICY_MAX_BYTES)}.`}
            error={errors.policy}
            onFile={quick.choosePolicy}
          />
          <DocumentFileField
            label="IPID (optional)"
            name={IPID_INPUT}
            hint={`The Insurance Product Information Document, if you have it. PDF, less than ${megabytes(QUICK_UPLOAD_IPID_MAX_BYTES)}.`}
            error={errors.ipid}
            onFile={quick.chooseIpid}
          />
        </fieldset>
        <UploadProgress phase={upload.phase} files={upload.progress} />
        <div>
          <Button type="submit" disabled={limitReached || upload.isUploading}>
            {upload.isUploading ? 'Uploading…' : 'Upload now'}
          </Button>
        </div>
      </UploadFormFrame>
    </>
  );
}

/**
 * 1 Click Upload: just the documents. The server reads the policy's name, insurer, type and dates
 * from them, and the thank-you panel lets the user check and correct what it found.
 */
export function QuickUploadCard({ slotsRemaining, insuranceTypes }: QuickUploadCardProps) {
  const titleId = useId();
  const limitReached = slotsRemaining === 0;
  const quick = useQuickUpload(limitReached);
  return (
    <section className="card quick-upload" aria-labelledby={titleId}>
      <QuickUploadHeader titleId={titleId} />
      {quick.uploaded ? (
        <ThankYouPanel
          policy={quick.uploaded}
          insuranceTypes={insuranceTypes}
          onUploadAnother={quick.uploadAnother}
        />
      ) : (
        <QuickUploadForm quick={quick} titleId={titleId} limitReached={limitReached} />
      )}
    </section>
  );
}
