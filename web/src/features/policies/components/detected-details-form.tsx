import { type FormEvent, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { InsuranceType } from '../../../../../domain/insurance';
import { PLAN_MAX_LENGTH, type PolicyView } from '../../../../../domain/schemas/policy';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { SelectField, TextField } from '../../../components/form-fields';
import { ApiError } from '../../../lib/api-client';
import { useUpdatePolicy } from '../api/update-policy';
import {
  type DetailsField,
  type DetailsFormValues,
  detailsFromPolicy,
  detailsProblem,
  detailsUpdate,
} from '../details-form-values';

export const DETAILS_SAVED = 'Policy details saved';
const DETAILS_SAVE_FAILED = 'Error saving policy details';
const NOT_FOUND_HINT = 'Not found in your documents. Please fill it in.';
const PLAN_HINT = 'If your documents list several plans (e.g. Silver, Gold), the one you hold.';

interface DetectedDetailsFormProps {
  readonly policy: PolicyView;
  readonly insuranceTypes: readonly InsuranceType[] | undefined;
}

/** The details read from a 1 Click Upload, editable; anything not found is an empty field. */
export function DetectedDetailsForm({ policy, insuranceTypes }: DetectedDetailsFormProps) {
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<DetailsFormValues>(() => detailsFromPolicy(policy));
  const [problem, setProblem] = useState<{ field: DetailsField; message: string }>();
  const [serverError, setServerError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const updatePolicy = useUpdatePolicy();
  const missing = {
    insurer: policy.insurer === null,
    startDate: policy.startDate === null,
    endDate: policy.endDate === null,
  };

  function update(field: DetailsField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setProblem(undefined);
    setServerError(undefined);
    setSaved(false);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = detailsProblem(values);
    if (found) {
      setProblem(found);
      const control = formRef.current?.elements.namedItem(found.field);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    updatePolicy.mutate(
      { policyId: policy.id, details: detailsUpdate(values) },
      {
        onSuccess: (corrected) => {
          setValues(detailsFromPolicy(corrected));
          setSaved(true);
          toast.success(DETAILS_SAVED);
        },
        onError: (error) => {
          setServerError(
            error instanceof ApiError && error.status === 400 ? error.message : DETAILS_SAVE_FAILED,
          );
        },
      },
    );
  }

  const errorOf = (field: DetailsField) => (problem?.field === field ? problem.message : undefined);
  const typeOptions = (insuranceTypes ?? []).map((type) => ({ value: type.id, label: type.name }));

  return (
    <form
      ref={formRef}
      className="form detected-details"
      noValidate
      aria-labelledby={titleId}
      onSubmit={submit}
    >
      <h4 id={titleId} className="detected-details__title">
        Details we found
      </h4>
      {serverError && (
        <Alert tone="error">
          <p>{serverError}</p>
        </Alert>
      )}
      <TextField
        label="Policy name"
        name="name"
        required
        maxLength={120}
        autoComplete="off"
        value={values.name}
        error={errorOf('name')}
        onChange={(event) => update('name', event.target.value)}
      />
      <div className="form__row">
        <SelectField
          label="Insurance type"
          name="insuranceTypeId"
          required
          placeholder={insuranceTypes ? 'Select insurance type' : 'Loading insurance types…'}
          options={typeOptions}
          disabled={!insuranceTypes}
          value={values.insuranceTypeId}
          error={errorOf('insuranceTypeId')}
          onChange={(event) => update('insuranceTypeId', event.target.value)}
        />
        <TextField
          label="Insurer"
          name="insurer"
          maxLength={120}
          autoComplete="off"
          value={values.insurer}
          hint={missing.insurer ? NOT_FOUND_HINT : undefined}
          error={errorOf('insurer')}
          onChange={(event) => update('insurer', event.target.value)}
        />
      </div>
      <TextField
        label="Plan"
        name="plan"
        maxLength={PLAN_MAX_LENGTH}
        autoComplete="off"
        value={values.plan}
        hint={PLAN_HINT}
        error={errorOf('plan')}
        onChange={(event) => update('plan', event.target.value)}
      />
      <div className="form__row">
        <TextField
          label="Start date"
          name="startDate"
          type="date"
          required
          value={values.startDate}
          hint={missing.startDate ? NOT_FOUND_HINT : undefined}
          error={errorOf('startDate')}
          onChange={(event) => update('startDate', event.target.value)}
        />
        <TextField
          label="End date"
          name="endDate"
          type="date"
          required
          min={values.startDate || undefined}
          value={values.endDate}
          hint={missing.endDate ? NOT_FOUND_HINT : undefined}
          error={errorOf('endDate')}
          onChange={(event) => update('endDate', event.target.value)}
        />
      </div>
      <div className="detected-details__actions">
        <Button type="submit" disabled={updatePolicy.isPending}>
          {updatePolicy.isPending ? 'Saving…' : 'Save details'}
        </Button>
        {saved && (
          <p className="detected-details__saved" role="status">
            Saved
          </p>
        )}
      </div>
    </form>
  );
}
