import type { InsuranceType } from '#domain/insurance';
import { SelectField, TextField } from '#web/components/form-fields';
import { type UploadFieldErrors, withStartDate } from '../upload-form-values';
import type { UploadFormEdits } from './use-upload-form-values';

interface PolicyDetailsFieldsetProps {
  readonly form: UploadFormEdits;
  readonly errors: UploadFieldErrors;
  readonly disabled: boolean;
  /** Undefined while loading or when they could not be read. */
  readonly insuranceTypes: readonly InsuranceType[] | undefined;
  readonly insuranceTypesFailed: boolean;
  readonly onRetryInsuranceTypes: () => void;
}

function typePlaceholder(insuranceTypes: readonly InsuranceType[] | undefined, failed: boolean): string {
  if (insuranceTypes) return 'Select insurance type';
  return failed ? 'Insurance types unavailable' : 'Loading insurance types…';
}

/** The upload form's 'Policy details': name, insurance type, and the period of cover. */
export function PolicyDetailsFieldset({
  form,
  errors,
  disabled,
  insuranceTypes,
  insuranceTypesFailed,
  onRetryInsuranceTypes,
}: PolicyDetailsFieldsetProps) {
  const { values, change } = form;
  return (
    <fieldset className="form-group" disabled={disabled}>
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
        placeholder={typePlaceholder(insuranceTypes, insuranceTypesFailed)}
        options={(insuranceTypes ?? []).map((type) => ({ value: type.id, label: type.name }))}
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
          error={errors.startDate}
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
          error={errors.endDate}
          onChange={(event) => {
            const endDate = event.target.value;
            change((current) => ({ ...current, endDate, endDateChosen: true }));
          }}
        />
      </div>
    </fieldset>
  );
}
