import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  CLAIM_STATUS_LABELS,
  CLAIM_STATUSES,
  type ClaimInput,
  PURCHASE_EVIDENCE,
  PURCHASE_EVIDENCE_LABELS,
  PURCHASE_STATUS_LABELS,
  PURCHASE_STATUSES,
} from '#domain/schemas/claim';
import type { PolicyView } from '#domain/schemas/policy';
import { Alert } from '#web/components/alert';
import { Button } from '#web/components/button';
import { SelectField, TextField } from '#web/components/form-fields';
import { paths } from '#web/lib/paths';
import {
  type ClaimField,
  type ClaimFormErrors,
  type ClaimFormValues,
  defaultClaimValues,
  firstInvalidField,
  localDateInput,
  localDateTimeInput,
  missingDocumentsError,
  policyStartValue,
  validateClaim,
} from '../claim-form-values';
import { DescriptionField } from './description-field';

export const POLICIES_LOAD_ERROR = 'Error loading policies';

const options = <K extends string>(keys: readonly K[], labels: Record<K, string>) =>
  keys.map((value) => ({ value, label: labels[value] }));

interface ClaimFormProps {
  readonly policies: readonly PolicyView[] | undefined;
  readonly policiesFailed: boolean;
  readonly onRetryPolicies: () => void;
  /** Sends the claim; resolves true once it is assessed, so the form can start afresh. */
  readonly onSubmit: (claim: ClaimInput) => Promise<boolean>;
  readonly submitting: boolean;
}

/** The claim form (spec sections 2–5): every field, its default and its message. */
export function ClaimForm({
  policies,
  policiesFailed,
  onRetryPolicies,
  onSubmit,
  submitting,
}: ClaimFormProps) {
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ClaimFormValues>(() => defaultClaimValues());
  const [errors, setErrors] = useState<ClaimFormErrors>({});
  // After a failed send the button takes the focus back, once the page is usable again.
  const [refocusSubmit, setRefocusSubmit] = useState(false);
  const now = new Date();
  const selected = policies?.find((p) => p.id === values.policyId);

  function update<F extends ClaimField>(field: F, value: ClaimFormValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest as ClaimFormErrors);
  }

  function choosePolicy(policyId: string) {
    const policy = policies?.find((p) => p.id === policyId);
    // Choosing a policy copies its start date into the form (spec section 4).
    setValues((current) => ({ ...current, policyId, policyStartDate: policyStartValue(policy) }));
    setErrors(({ policyId: _cleared, policyStartDate: _start, ...rest }) => {
      const missing = missingDocumentsError(policy);
      return (missing ? { ...rest, policyId: missing } : rest) as ClaimFormErrors;
    });
  }

  useEffect(() => {
    if (submitting || !refocusSubmit) return;
    formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
    setRefocusSubmit(false);
  }, [submitting, refocusSubmit]);

  function focusField(field: ClaimField) {
    formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const result = validateClaim(values, selected);
    if (!result.ok) {
      setErrors(result.errors);
      const first = firstInvalidField(result.errors);
      if (first) focusField(first);
      return;
    }
    setErrors({});
    const assessed = await onSubmit(result.body);
    if (assessed) {
      // A fresh form with its defaults, the report time now.
      setValues(defaultClaimValues());
    } else {
      setRefocusSubmit(true);
    }
  }

  const policyOptions = (policies ?? []).map((p) => ({
    value: p.id,
    label: `${p.name} (${p.insuranceTypeName})`,
  }));

  return (
    <section className="card claim-form-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        Tell us about the claim
      </h2>
      <form ref={formRef} className="form claim-form" noValidate onSubmit={(event) => void submit(event)}>
        {policiesFailed && (
          <Alert tone="error">
            <p>{POLICIES_LOAD_ERROR}</p>
            <Button variant="secondary" className="button--small" onClick={onRetryPolicies}>
              Try again
            </Button>
          </Alert>
        )}
        {policies && policies.length === 0 && (
          <Alert tone="info" live={false}>
            <p>
              You have no policies yet. <Link to={paths.policies}>Add a policy</Link> to assess a claim
              against it.
            </p>
          </Alert>
        )}

        <SelectField
          label="Policy"
          name="policyId"
          placeholder={policies ? 'Select a policy' : 'Loading your policies…'}
          options={policyOptions}
          value={values.policyId}
          error={errors.policyId}
          required
          onChange={(event) => choosePolicy(event.target.value)}
        />

        <TextField
          label="Policy start date"
          name="policyStartDate"
          type="date"
          max={localDateInput(now)}
          value={values.policyStartDate}
          error={errors.policyStartDate}
          hint="Optional. Filled in from the policy you choose; change it if your cover started on another day."
          onChange={(event) => update('policyStartDate', event.target.value)}
        />

        <div className="form__row">
          <TextField
            label="Incident date and time"
            name="incidentDateTime"
            type="datetime-local"
            max={localDateTimeInput(now)}
            required
            value={values.incidentDateTime}
            error={errors.incidentDateTime}
            onChange={(event) => update('incidentDateTime', event.target.value)}
          />
          <TextField
            label="Report date and time"
            name="reportDateTime"
            type="datetime-local"
            required
            value={values.reportDateTime}
            error={errors.reportDateTime}
            onChange={(event) => update('reportDateTime', event.target.value)}
          />
        </div>

        <div className="form__row claim-form__choices">
          <SelectField
            label="Claim status"
            name="claimStatus"
            options={options(CLAIM_STATUSES, CLAIM_STATUS_LABELS)}
            value={values.claimStatus}
            error={errors.claimStatus}
            onChange={(event) => update('claimStatus', event.target.value as ClaimFormValues['claimStatus'])}
          />
          <SelectField
            label="Item purchase status"
            name="itemPurchaseStatus"
            options={options(PURCHASE_STATUSES, PURCHASE_STATUS_LABELS)}
            value={values.itemPurchaseStatus}
            error={errors.itemPurchaseStatus}
            onChange={(event) =>
              update('itemPurchaseStatus', event.target.value as ClaimFormValues['itemPurchaseStatus'])
            }
          />
          <SelectField
            label="Item purchase evidence"
            name="itemPurchaseEvidence"
            options={options(PURCHASE_EVIDENCE, PURCHASE_EVIDENCE_LABELS)}
            value={values.itemPurchaseEvidence}
            error={errors.itemPurchaseEvidence}
            onChange={(event) =>
              update('itemPurchaseEvidence', event.target.value as ClaimFormValues['itemPurchaseEvidence'])
            }
          />
        </div>

        <div className="form__row">
          <TextField
            label="Location"
            name="location"
            autoComplete="off"
            placeholder="For example: Barcelona, Spain"
            maxLength={200}
            value={values.location}
            error={errors.location}
            onChange={(event) => update('location', event.target.value)}
          />
          <TextField
            label="Estimated value"
            name="estimatedValue"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            required
            value={values.estimatedValue}
            error={errors.estimatedValue}
            onChange={(event) => update('estimatedValue', event.target.value)}
          />
        </div>

        <DescriptionField
          label="Description"
          name="description"
          rows={5}
          maxLength={4000}
          required
          value={values.description}
          error={errors.description}
          hint="What happened and who you told, for example the police or your airline. At least 10 characters."
          onChange={(event) => update('description', event.target.value)}
        />

        <div className="claim-form__actions">
          <Button type="submit" aria-disabled={submitting || undefined}>
            Assess claim
          </Button>
          <p className="form__note">
            Assessments are guidance from your documents, not a decision by your insurer.
          </p>
        </div>
      </form>
    </section>
  );
}
