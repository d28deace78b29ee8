import type { InsuranceType } from '#domain/insurance';
import type { UploadFieldErrors } from '../upload-form-values';
import { CoverDatesRow, InsuranceTypeField, PolicyNameField } from './policy-fields';
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

/** Said under the insurance type when the list could not be read, with a way to ask again. */
function TypesUnavailable({ onRetry }: { readonly onRetry: () => void }) {
  return (
    <>
      The list of insurance types could not be loaded.{' '}
      <button type="button" className="link-button" onClick={onRetry}>
        Try again
      </button>
    </>
  );
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
      <PolicyNameField
        placeholder="e.g. Home insurance 2025"
        value={values.name}
        onChange={(event) => {
          const name = event.target.value;
          change((current) => ({ ...current, name }));
        }}
      />
      <InsuranceTypeField
        insuranceTypes={insuranceTypes}
        placeholder={typePlaceholder(insuranceTypes, insuranceTypesFailed)}
        value={values.insuranceTypeId}
        hint={insuranceTypesFailed ? <TypesUnavailable onRetry={onRetryInsuranceTypes} /> : undefined}
        onChange={(event) => {
          const insuranceTypeId = event.target.value;
          change((current) => ({ ...current, insuranceTypeId }));
        }}
      />
      <CoverDatesRow
        start={{
          hint: 'Optional. Left empty, they are read from your documents where these state them.',
          value: values.startDate,
          error: errors.startDate,
          onChange: (event) => {
            const startDate = event.target.value;
            change((current) => ({ ...current, startDate }));
          },
        }}
        end={{
          value: values.endDate,
          error: errors.endDate,
          onChange: (event) => {
            const endDate = event.target.value;
            change((current) => ({ ...current, endDate }));
          },
        }}
      />
    </fieldset>
  );
}
