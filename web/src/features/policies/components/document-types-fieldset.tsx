import { DOCUMENT_NAME_MAX_LENGTH } from '#domain/constants';
import { FILE_TYPE_LABELS, FILE_TYPES, type FileType } from '#domain/schemas/policy';
import { SelectField, TextField } from '#web/components/form-fields';
import type { DocumentTypeRow } from '../document-types-values';

const TYPE_OPTIONS = FILE_TYPES.map((value) => ({ value, label: FILE_TYPE_LABELS[value] }));

interface DocumentTypesFieldsetProps {
  readonly rows: readonly DocumentTypeRow[];
  /** The message beside one document's fields, by its id. */
  readonly problem: { readonly id: string; readonly message: string } | undefined;
  readonly onChange: (id: string, change: Partial<Pick<DocumentTypeRow, 'fileType' | 'customName'>>) => void;
}

/** What each of a policy's documents is, as read or as uploaded, for the user to correct. */
export function DocumentTypesFieldset({ rows, problem, onChange }: DocumentTypesFieldsetProps) {
  if (rows.length === 0) return null;
  return (
    <fieldset className="document-types">
      <legend className="document-types__legend">Document types</legend>
      {rows.map((row) => (
        <div className="form__row" key={row.id}>
          <SelectField
            label={`Type of ${row.name}`}
            name={`${row.id}-type`}
            options={TYPE_OPTIONS}
            value={row.fileType}
            error={problem?.id === row.id && row.fileType !== 'other' ? problem.message : undefined}
            onChange={(event) => onChange(row.id, { fileType: event.target.value as FileType })}
          />
          {row.fileType === 'other' && (
            <TextField
              label={`Name of ${row.name}`}
              name={`${row.id}-name`}
              maxLength={DOCUMENT_NAME_MAX_LENGTH}
              autoComplete="off"
              placeholder="e.g. Key Facts Sheet"
              value={row.customName}
              error={problem?.id === row.id ? problem.message : undefined}
              onChange={(event) => onChange(row.id, { customName: event.target.value })}
            />
          )}
        </div>
      ))}
    </fieldset>
  );
}
