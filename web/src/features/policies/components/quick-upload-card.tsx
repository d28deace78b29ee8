import { type FormEvent, useId, useRef, useState } from 'react';
import { megabytes, QUICK_UPLOAD_IPID_MAX_BYTES, QUICK_UPLOAD_POLICY_MAX_BYTES } from '#domain/constants';
import type { InsuranceType } from '#domain/insurance';
import {
  checkQuickIpidFile,
  checkQuickPolicyFile,
  POLICY_MESSAGES,
  type PolicyView,
} from '#domain/schemas/policy';
import { Alert } from '#web/components/alert';
import { Button } from '#web/components/button';
import { createQuickPolicy } from '../api/create-quick-policy';
import { usePolicyUpload } from '../hooks/use-policy-upload';
import { DocumentFileField } from './document-file-field';
import { ThankYouPanel } from './thank-you-panel';
import { UploadProgress } from './upload-progress';

export const QUICK_UPLOADED = 'Your policy documents have been uploaded successfully!';

const POLICY_INPUT = 'quick-policy-file';
const IPID_INPUT = 'quick-ipid-file';

interface QuickErrors {
  readonly policy?: string | undefined;
  readonly ipid?: string | undefined;
}

interface QuickUploadCardProps {
  readonly slotsRemaining: number | undefined;
  readonly insuranceTypes: readonly InsuranceType[] | undefined;
}

/**
 * 1 Click Upload: just the documents. The server reads the policy's name, insurer, type and dates
 * from them, and the thank-you panel lets the user check and correct what it found.
 */
export function QuickUploadCard({ slotsRemaining, insuranceTypes }: QuickUploadCardProps) {
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const [policyFile, setPolicyFile] = useState<File>();
  const [ipidFile, setIpidFile] = useState<File>();
  const [errors, setErrors] = useState<QuickErrors>({});
  const [failure, setFailure] = useState<string>();
  const [uploaded, setUploaded] = useState<PolicyView>();
  const [formKey, setFormKey] = useState(0);
  const { upload, isUploading, phase, progress } = usePolicyUpload({ success: QUICK_UPLOADED });
  const limitReached = slotsRemaining === 0;

  function focusControl(name: string) {
    const control = formRef.current?.elements.namedItem(name);
    if (control instanceof HTMLElement) control.focus();
  }

  function choosePolicy(file: File | undefined) {
    setPolicyFile(file);
    setFailure(undefined);
    setErrors((current) => ({ ...current, policy: file ? checkQuickPolicyFile(file) : undefined }));
  }

  function chooseIpid(file: File | undefined) {
    setIpidFile(file);
    setFailure(undefined);
    setErrors((current) => ({ ...current, ipid: checkQuickIpidFile(file) }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isUploading || limitReached) return;
    const found = { policy: checkQuickPolicyFile(policyFile), ipid: checkQuickIpidFile(ipidFile) };
    setErrors(found);
    if (found.policy || !policyFile) return focusControl(POLICY_INPUT);
    if (found.ipid) return focusControl(IPID_INPUT);

    const files = [{ label: 'Policy document', file: policyFile }];
    if (ipidFile) files.push({ label: 'IPID', file: ipidFile });
    const result = await upload({
      start: () => createQuickPolicy({ policy: policyFile, ...(ipidFile && { ipid: ipidFile }) }),
      files,
    });
    if ('error' in result) {
      setFailure(result.error);
      requestAnimationFrame(() => errorRef.current?.focus());
      return;
    }
    setUploaded(result.policy);
  }

  function uploadAnother() {
    setUploaded(undefined);
    setPolicyFile(undefined);
    setIpidFile(undefined);
    setErrors({});
    setFailure(undefined);
    setFormKey((key) => key + 1);
    requestAnimationFrame(() => focusControl(POLICY_INPUT));
  }

  return (
    <section className="card quick-upload" aria-labelledby={titleId}>
      <div className="quick-upload__header">
        <span className="quick-upload__icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M13 2 4.5 13.5H11L10 22l8.5-11.5H12L13 2Z" fill="currentColor" />
          </svg>
        </span>
        <div>
          <h2 id={titleId} className="card__title quick-upload__title">
            1 Click Upload
          </h2>
          <p className="quick-upload__tagline">The quickest way to add a policy.</p>
        </div>
      </div>

      {uploaded ? (
        <ThankYouPanel policy={uploaded} insuranceTypes={insuranceTypes} onUploadAnother={uploadAnother} />
      ) : (
        <>
          <p className="card__intro">
            Add your policy document and PolicyLens reads the policy's name, insurer, type and dates for you.
            You can check and correct them straight after.
          </p>
          {limitReached && (
            <Alert tone="warning" className="quick-upload__limit">
              <p>{POLICY_MESSAGES.limitReached}</p>
            </Alert>
          )}
          <div ref={errorRef} tabIndex={-1} className="quick-upload__outcome">
            {failure && (
              <Alert tone="error">
                <p>{failure}</p>
              </Alert>
            )}
          </div>
          <form
            key={formKey}
            ref={formRef}
            className="form"
            noValidate
            aria-labelledby={titleId}
            onSubmit={(event) => void submit(event)}
          >
            <fieldset className="form-group" disabled={limitReached || isUploading}>
              <legend className="visually-hidden">Documents for 1 Click Upload</legend>
              <DocumentFileField
                label="Policy document"
                name={POLICY_INPUT}
                required
                hint={`Your Policy Schedule or Policy Wording. PDF, less than ${megabytes(QUICK_UPLOAD_POLICY_MAX_BYTES)}.`}
                error={errors.policy}
                onFile={choosePolicy}
              />
              <DocumentFileField
                label="IPID (optional)"
                name={IPID_INPUT}
                hint={`The Insurance Product Information Document, if you have it. PDF, less than ${megabytes(QUICK_UPLOAD_IPID_MAX_BYTES)}.`}
                error={errors.ipid}
                onFile={chooseIpid}
              />
            </fieldset>
            <UploadProgress phase={phase} files={progress} />
            <div>
              <Button type="submit" disabled={limitReached || isUploading}>
                {isUploading ? 'Uploading…' : 'Upload now'}
              </Button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}
