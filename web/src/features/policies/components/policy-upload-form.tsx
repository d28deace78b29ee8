import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { DETAILED_UPLOAD_MAX_BYTES, megabytes } from '../../../../../domain/constants';
import type { InsuranceType } from '../../../../../domain/insurance';
import { FILE_TYPE_LABELS, POLICY_MESSAGES } from '../../../../../domain/schemas/policy';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { SelectField, TextField } from '../../../components/form-fields';
import { createPolicy } from '../api/create-policy';
import { usePolicyUpload } from '../hooks/use-policy-upload';
import { fileLabel, localIsoDate, slotsRemainingText } from '../policy-display';
import {
  chosenDocuments,
  initialUploadValues,
  MAX_OTHER_DOCUMENTS,
  NAMED_DOCUMENTS,
  type NamedDocumentType,
  type OtherDocument,
  type UploadFormValues,
  uploadFieldErrors,
  uploadFormProblem,
  uploadManifest,
  withStartDate,
} from '../upload-form-values';
import { DocumentFileField } from './document-file-field';
import { UploadProgress } from './upload-progress';

export const POLICY_UPLOADED = 'Policy uploaded successfully';

const DOCUMENT_HINTS: Record<NamedDocumentType, string> = {
  policy_schedule: 'Required. The document that lists your cover, limits and excesses.',
  ipid: 'Optional. The Insurance Product Information Document (a short summary of the cover).',
  certificate: 'Optional. Your certificate of insurance.',
  policy_wording: 'Optional. The full terms and conditions.',
};

const ADD_OTHER = 'add-other-document';

type FormValues = UploadFormValues<File>;
type Outcome = { readonly tone: 'success' | 'error'; readonly message: string };

interface PolicyUploadFormProps {
  /** Undefined while the list is loading (or could not be read): the server still enforces the limit. */
  readonly slotsRemaining: number | undefined;
  readonly insuranceTypes: readonly InsuranceType[] | undefined;
  readonly insuranceTypesFailed: boolean;
  readonly onRetryInsuranceTypes: () => void;
}

const today = () => localIsoDate(new Date());

/** 'Upload New Policy': the policy's details and its documents, checked as they are entered. */
export function PolicyUploadForm({
  slotsRemaining,
  insuranceTypes,
  insuranceTypesFailed,
  onRetryInsuranceTypes,
}: PolicyUploadFormProps) {
  const titleId = useId();
  const problemId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const nextOtherKey = useRef(1);
  const [values, setValues] = useState<FormValues>(() => initialUploadValues<File>(today()));
  const [formKey, setFormKey] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>();
  const [focusName, setFocusName] = useState<string>();
  const { upload, isUploading, phase, progress } = usePolicyUpload({ success: POLICY_UPLOADED });

  const limitReached = slotsRemaining === 0;
  const problem = uploadFormProblem(values);
  const fieldErrors = uploadFieldErrors(values);
  const canSubmit = !problem && !limitReached && !isUploading && insuranceTypes !== undefined;
  const showProblem = problem !== undefined && !limitReached && !isUploading;

  // A control added or revealed by the last change asks for focus once it is in the page.
  useEffect(() => {
    if (!focusName) return;
    const control = formRef.current?.elements.namedItem(focusName);
    if (control instanceof HTMLElement) control.focus();
    setFocusName(undefined);
  }, [focusName]);

  function change(update: (current: FormValues) => FormValues) {
    setValues(update);
    setOutcome(undefined);
  }

  function setDocument(fileType: NamedDocumentType, file: File | undefined) {
    change((current) => ({ ...current, documents: { ...current.documents, [fileType]: file } }));
  }

  function setOther(key: string, update: Partial<Pick<OtherDocument<File>, 'customName' | 'file'>>) {
    change((current) => ({
      ...current,
      others: current.others.map((other) => (other.key === key ? { ...other, ...update } : other)),
    }));
  }

  function addOther() {
    const key = `other-${nextOtherKey.current++}`;
    change((current) => ({
      ...current,
      others: [...current.others, { key, customName: '', file: undefined }],
    }));
    setFocusName(`${key}-name`);
  }

  function removeOther(key: string) {
    change((current) => ({ ...current, others: current.others.filter((other) => other.key !== key) }));
    setFocusName(ADD_OTHER);
  }

  function showOutcome(next: Outcome) {
    setOutcome(next);
    // After the fields re-enable, so focus lands on the message rather than being lost.
    requestAnimationFrame(() => outcomeRef.current?.focus());
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    const documents = chosenDocuments(values);
    const result = await upload({
      start: () => createPolicy(uploadManifest(values)),
      files: documents.map((chosen) => ({
        label: fileLabel({ fileType: chosen.fileType, customName: chosen.customName ?? null }),
        file: chosen.file,
      })),
    });
    if ('error' in result) {
      showOutcome({ tone: 'error', message: result.error });
      return;
    }
    const count = documents.length;
    setValues(initialUploadValues<File>(today()));
    setFormKey((key) => key + 1);
    showOutcome({
      tone: 'success',
      message: `“${result.policy.name}” was uploaded with ${count} ${count === 1 ? 'document' : 'documents'}. You will find it in Your policies.`,
    });
  }

  const typeOptions = (insuranceTypes ?? []).map((type) => ({ value: type.id, label: type.name }));
  const typePlaceholder = insuranceTypes
    ? 'Select insurance type'
    : insuranceTypesFailed
      ? 'Insurance types unavailable'
      : 'Loading insurance types…';

  return (
    <section className="card policy-upload" aria-labelledby={titleId}>
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

      <div ref={outcomeRef} tabIndex={-1} className="policy-upload__outcome">
        {outcome && (
          <Alert tone={outcome.tone} live>
            <p>{outcome.message}</p>
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
          <legend className="form-group__legend">Policy details</legend>
          <TextField
            label="Policy name"
            name="name"
            required
            maxLength={120}
            autoComplete="off"
            placeholder="e.g. Home insurance 2025"
            value={values.name}
            onChange={(event) => {
              const name = event.target.value;
              change((current) => ({ ...current, name }));
            }}
          />
          <SelectField
            label="Insurance type"
            name="insuranceTypeId"
            required
            placeholder={typePlaceholder}
            options={typeOptions}
            disabled={!insuranceTypes}
            value={values.insuranceTypeId}
            hint={
              insuranceTypesFailed ? (
                <>
                  The list of insurance types could not be loaded.{' '}
                  <button type="button" className="link-button" onClick={onRetryInsuranceTypes}>
                    Try again
                  </button>
                </>
              ) : undefined
            }
            onChange={(event) => {
              const insuranceTypeId = event.target.value;
              change((current) => ({ ...current, insuranceTypeId }));
            }}
          />
          <div className="form__row">
            <TextField
              label="Start date"
              name="startDate"
              type="date"
              required
              value={values.startDate}
              error={fieldErrors.startDate}
              onChange={(event) => {
                const startDate = event.target.value;
                change((current) => withStartDate(current, startDate));
              }}
            />
            <TextField
              label="End date"
              name="endDate"
              type="date"
              required
              min={values.startDate || undefined}
              value={values.endDate}
              error={fieldErrors.endDate}
              onChange={(event) => {
                const endDate = event.target.value;
                change((current) => ({ ...current, endDate, endDateChosen: true }));
              }}
            />
          </div>
        </fieldset>

        <fieldset className="form-group" disabled={limitReached || isUploading}>
          <legend className="form-group__legend">Documents</legend>
          {NAMED_DOCUMENTS.map((fileType) => (
            <DocumentFileField
              key={fileType}
              label={FILE_TYPE_LABELS[fileType]}
              name={fileType}
              required={fileType === 'policy_schedule'}
              hint={DOCUMENT_HINTS[fileType]}
              error={fieldErrors.documents[fileType]}
              onFile={(file) => setDocument(fileType, file)}
            />
          ))}

          {values.others.map((other, index) => (
            <fieldset key={other.key} className="other-document">
              <legend className="other-document__legend">Other document {index + 1}</legend>
              <TextField
                label="Document name"
                name={`${other.key}-name`}
                maxLength={100}
                autoComplete="off"
                placeholder="e.g. Legal expenses cover"
                value={other.customName}
                error={fieldErrors.otherNames[other.key]}
                onChange={(event) => setOther(other.key, { customName: event.target.value })}
              />
              <DocumentFileField
                label="File"
                name={`${other.key}-file`}
                error={fieldErrors.otherFiles[other.key]}
                onFile={(file) => setOther(other.key, { file })}
              />
              <Button
                variant="ghost"
                className="button--small other-document__remove"
                onClick={() => removeOther(other.key)}
              >
                Remove<span className="visually-hidden"> other document {index + 1}</span>
              </Button>
            </fieldset>
          ))}

          <div>
            <Button
              name={ADD_OTHER}
              variant="secondary"
              className="button--small"
              disabled={values.others.length >= MAX_OTHER_DOCUMENTS}
              onClick={addOther}
            >
              Add another document
            </Button>
          </div>
        </fieldset>

        <UploadProgress phase={phase} files={progress} />

        <div className="policy-upload__actions">
          <Button type="submit" disabled={!canSubmit} aria-describedby={showProblem ? problemId : undefined}>
            {isUploading ? 'Uploading…' : 'Upload Policy'}
          </Button>
          {showProblem && (
            <p id={problemId} className="form__note policy-upload__problem">
              {problem}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}
