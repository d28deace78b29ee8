import { FILE_TYPE_LABELS } from '#domain/schemas/policy';
import { Button } from '#web/components/button';
import { TextField } from '#web/components/form-fields';
import {
  MAX_OTHER_DOCUMENTS,
  NAMED_DOCUMENTS,
  type NamedDocumentType,
  type OtherDocument,
  type UploadFieldErrors,
} from '../upload-form-values';
import { DocumentFileField } from './document-file-field';
import { ADD_OTHER, type UploadFormEdits } from './use-upload-form-values';

/**
 * None is required on its own (the spec requires the Policy Schedule; people who held only a
 * wording labelled it a schedule, so any document now stands alone: see documentSetProblem).
 */
const DOCUMENT_HINTS: Record<NamedDocumentType, string> = {
  policy_schedule: 'The document that lists your cover, limits and excesses.',
  ipid: 'The Insurance Product Information Document (a short summary of the cover).',
  certificate: 'Your certificate of insurance.',
  policy_wording: 'The full terms and conditions.',
};

interface OtherDocumentFieldsProps {
  readonly other: OtherDocument<File>;
  readonly index: number;
  readonly errors: UploadFieldErrors;
  readonly form: UploadFormEdits;
}

/** One 'Other document': its name, its file, and a way to take it off again. */
function OtherDocumentFields({ other, index, errors, form }: OtherDocumentFieldsProps) {
  return (
    <fieldset className="other-document">
      <legend className="other-document__legend">Other document {index + 1}</legend>
      <TextField
        label="Document name"
        name={`${other.key}-name`}
        maxLength={100}
        autoComplete="off"
        placeholder="e.g. Legal expenses cover"
        value={other.customName}
        error={errors.otherNames[other.key]}
        onChange={(event) => form.setOther(other.key, { customName: event.target.value })}
      />
      <DocumentFileField
        label="File"
        name={`${other.key}-file`}
        error={errors.otherFiles[other.key]}
        onFile={(file) => form.setOther(other.key, { file })}
      />
      <Button
        variant="ghost"
        className="button--small other-document__remove"
        onClick={() => form.removeOther(other.key)}
      >
        Remove<span className="visually-hidden"> other document {index + 1}</span>
      </Button>
    </fieldset>
  );
}

interface PolicyDocumentsFieldsetProps {
  readonly form: UploadFormEdits;
  readonly errors: UploadFieldErrors;
  readonly disabled: boolean;
}

/** The upload form's 'Documents': one slot per named document, then any others, each with a name. */
export function PolicyDocumentsFieldset({ form, errors, disabled }: PolicyDocumentsFieldsetProps) {
  return (
    <fieldset className="form-group" disabled={disabled}>
      <legend className="form-group__legend">Documents</legend>
      <p className="form__note">
        Add at least one. Any of them may stand alone: a wording needs no schedule.
      </p>
      {NAMED_DOCUMENTS.map((fileType) => (
        <DocumentFileField
          key={fileType}
          label={FILE_TYPE_LABELS[fileType]}
          name={fileType}
          hint={DOCUMENT_HINTS[fileType]}
          error={errors.documents[fileType]}
          onFile={(file) => form.setDocument(fileType, file)}
        />
      ))}
      {form.values.others.map((other, index) => (
        <OtherDocumentFields key={other.key} other={other} index={index} errors={errors} form={form} />
      ))}
      <div>
        <Button
          name={ADD_OTHER}
          variant="secondary"
          className="button--small"
          disabled={form.values.others.length >= MAX_OTHER_DOCUMENTS}
          onClick={form.addOther}
        >
          Add another document
        </Button>
      </div>
    </fieldset>
  );
}
