import { type FormEvent, useId } from 'react';
import { DETAILED_UPLOAD_MAX_BYTES, megabytes } from '#domain/constants';
import type { InsuranceType } from '#domain/insurance';
import { POLICY_MESSAGES } from '#domain/schemas/policy';
import { Alert } from '#web/components/alert';
import { Button } from '#web/components/button';
import { createPolicy } from '../api/create-policy';
import { STILL_READING, usePolicyUpload } from '../hooks/use-policy-upload';
import { useUploadFrame } from '../hooks/use-upload-frame';
import { fileLabel, slotsRemainingText } from '../policy-display';
import { chosenDocuments, uploadFieldErrors, uploadFormProblem, uploadManifest } from '../upload-form-values';
import { PolicyDetailsFieldset } from './policy-details-fieldset';
import { PolicyDocumentsFieldset } from './policy-documents-fieldset';
import { UploadFormFrame } from './upload-form-frame';
import { UploadProgress } from './upload-progress';
import { type FormValues, useUploadFormValues } from './use-upload-form-values';

export const POLICY_UPLOADED = 'Policy uploaded successfully';

interface PolicyUploadFormProps {
  /** Undefined while the list is loading (or could not be read): the server still enforces the limit. */
  readonly slotsRemaining: number | undefined;
  readonly insuranceTypes: readonly InsuranceType[] | undefined;
  readonly insuranceTypesFailed: boolean;
  readonly onRetryInsuranceTypes: () => void;
}

function uploadedMessage(name: string, count: number, ready: boolean): string {
  const documents = `${count} ${count === 1 ? 'document' : 'documents'}`;
  const uploaded = `“${name}” was uploaded with ${documents}.`;
  return ready ? `${uploaded} You will find it in Your policies.` : `${uploaded} ${STILL_READING}`;
}

/** The heading, the slots left, what the form takes, and the warning when no slot is left. */
function UploadFormIntro({
  titleId,
  slotsRemaining,
}: {
  titleId: string;
  slotsRemaining: number | undefined;
}) {
  const limitReached = slotsRemaining === 0;
  return (
    <>
      <div className="card__header policy-upload__header">
        <h2 id={titleId} className="card__title">
          Upload New Policy
        </h2>
        {slotsRemaining !== undefined && (
          <span className={limitReached ? 'slots-badge slots-badge--full' : 'slots-badge'}>
            {slotsRemainingText(slotsRemaining)}
          </span>
        )}
      </div>
      <p className="card__intro">
        Enter your policy's details and add its documents. Each document must be a PDF of less than{' '}
        {megabytes(DETAILED_UPLOAD_MAX_BYTES)}.
      </p>
      {limitReached && (
        <Alert tone="warning" title="You have used all 10 policy slots" className="policy-upload__limit">
          <p>{POLICY_MESSAGES.limitReached}</p>
        </Alert>
      )}
    </>
  );
}

/** Upload Policy, with what still stops it said beside it. */
function UploadActions(props: { canSubmit: boolean; isUploading: boolean; problem: string | undefined }) {
  const problemId = useId();
  return (
    <div className="policy-upload__actions">
      <Button
        type="submit"
        disabled={!props.canSubmit}
        aria-describedby={props.problem ? problemId : undefined}
      >
        {props.isUploading ? 'Uploading…' : 'Upload Policy'}
      </Button>
      {props.problem && (
        <p id={problemId} className="form__note policy-upload__problem">
          {props.problem}
        </p>
      )}
    </div>
  );
}

/** 'Upload New Policy': the policy's details and its documents, checked as they are entered. */
export function PolicyUploadForm({ slotsRemaining, insuranceTypes, ...typesState }: PolicyUploadFormProps) {
  const titleId = useId();
  const frame = useUploadFrame();
  const form = useUploadFormValues(frame.formRef, frame.clearOutcome);
  const { upload, isUploading, phase, progress } = usePolicyUpload({ success: POLICY_UPLOADED });

  const limitReached = slotsRemaining === 0;
  const problem = uploadFormProblem(form.values);
  const canSubmit = !problem && !limitReached && !isUploading && insuranceTypes !== undefined;
  const showProblem = !limitReached && !isUploading;

  async function submit(event: FormEvent<HTMLFormElement>, values: FormValues) {
    event.preventDefault();
    if (!canSubmit) return;
    const documents = chosenDocuments(values);
    const result = await upload({
      start: () => createPolicy(uploadManifest(values)),
      files: documents.map(({ fileType, customName, file }) => ({
        label: fileLabel({ fileType, customName: customName ?? null }),
        file,
      })),
    });
    if ('error' in result) return frame.showOutcome({ tone: 'error', message: result.error });
    form.reset();
    frame.renewForm();
    frame.showOutcome({
      tone: 'success',
      message: uploadedMessage(result.policy.name, documents.length, result.policy.status === 'ready'),
    });
  }

  const errors = uploadFieldErrors(form.values);
  const locked = limitReached || isUploading;
  return (
    <section className="card policy-upload" aria-labelledby={titleId}>
      <UploadFormIntro titleId={titleId} slotsRemaining={slotsRemaining} />
      <UploadFormFrame
        frame={frame}
        titleId={titleId}
        outcomeClassName="policy-upload__outcome"
        onSubmit={(event) => submit(event, form.values)}
      >
        <PolicyDetailsFieldset
          form={form}
          errors={errors}
          disabled={locked}
          insuranceTypes={insuranceTypes}
          {...typesState}
        />
        <PolicyDocumentsFieldset form={form} errors={errors} disabled={locked} />
        <UploadProgress phase={phase} files={progress} />
        <UploadActions
          canSubmit={canSubmit}
          isUploading={isUploading}
          problem={showProblem ? problem : undefined}
        />
      </UploadFormFrame>
    </section>
  );
}
