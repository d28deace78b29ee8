import {
  CLAIM_STATUS_LABELS,
  CLAIM_STATUSES,
  PURCHASE_EVIDENCE,
  PURCHASE_EVIDENCE_LABELS,
  PURCHASE_STATUS_LABELS,
  PURCHASE_STATUSES,
} from '#domain/schemas/claim';
import type { PolicyView } from '#domain/schemas/policy';
import { SelectField, TextAreaField, TextField } from '#web/components/form-fields';
import { localDateInput, localDateTimeInput } from '../claim-form-values';
import type { ClaimFormState } from '../hooks/use-claim-form';

const options = <K extends string>(keys: readonly K[], labels: Record<K, string>) =>
  keys.map((value) => ({ value, label: labels[value] }));

/** The three choices about the claim and the item, each from its list in the schema. */
const CHOICES = [
  { field: 'claimStatus', label: 'Claim status', options: options(CLAIM_STATUSES, CLAIM_STATUS_LABELS) },
  {
    field: 'itemPurchaseStatus',
    label: 'Item purchase status',
    options: options(PURCHASE_STATUSES, PURCHASE_STATUS_LABELS),
  },
  {
    field: 'itemPurchaseEvidence',
    label: 'Item purchase evidence',
    options: options(PURCHASE_EVIDENCE, PURCHASE_EVIDENCE_LABELS),
  },
] as const;

interface FieldsProps {
  readonly form: ClaimFormState;
}

/** The policy the claim is against, and the day its cover started. */
export function PolicyFields({
  form,
  policies,
}: FieldsProps & { readonly policies: readonly PolicyView[] | undefined }) {
  const policyOptions = (policies ?? []).map((p) => ({
    value: p.id,
    label: `${p.name} (${p.insuranceTypeName})`,
  }));
  return (
    <>
      <SelectField
        label="Policy"
        placeholder={policies ? 'Select a policy' : 'Loading your policies…'}
        options={policyOptions}
        required
        {...form.field('policyId')}
        onChange={(event) => form.choosePolicy(event.target.value)}
      />
      <TextField
        label="Policy start date"
        type="date"
        max={localDateInput(form.now)}
        hint="Optional. Filled in from the policy you choose; change it if your cover started on another day."
        {...form.field('policyStartDate')}
      />
    </>
  );
}

/** When it happened, and when it was reported. */
export function WhenFields({ form }: FieldsProps) {
  return (
    <div className="form__row">
      <TextField
        label="Incident date and time"
        type="datetime-local"
        max={localDateTimeInput(form.now)}
        required
        {...form.field('incidentDateTime')}
      />
      <TextField
        label="Report date and time"
        type="datetime-local"
        required
        {...form.field('reportDateTime')}
      />
    </div>
  );
}

/** The claim's status, and how the item was bought. */
export function ChoiceFields({ form }: FieldsProps) {
  return (
    <div className="form__row claim-form__choices">
      {CHOICES.map((choice) => (
        <SelectField
          key={choice.field}
          label={choice.label}
          options={choice.options}
          {...form.field(choice.field)}
        />
      ))}
    </div>
  );
}

/** Where it happened, what it is worth, and what happened in the claimant's words. */
export function DetailFields({ form }: FieldsProps) {
  return (
    <>
      <div className="form__row">
        <TextField
          label="Location"
          autoComplete="off"
          placeholder="For example: Barcelona, Spain"
          maxLength={200}
          {...form.field('location')}
        />
        <TextField
          label="Estimated value"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          required
          {...form.field('estimatedValue')}
        />
      </div>
      <TextAreaField
        label="Description"
        rows={5}
        maxLength={4000}
        required
        hint="What happened and who you told, for example the police or your airline. At least 10 characters."
        {...form.field('description')}
      />
    </>
  );
}
