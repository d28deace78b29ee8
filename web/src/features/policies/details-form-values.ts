import { type DocumentTypeChoice, POLICY_MESSAGES, type PolicyView } from '#domain/schemas/policy';

/** A policy's details as the user checks and corrects them (after 1 Click Upload, or with Edit). */
export interface DetailsFormValues {
  readonly name: string;
  readonly insuranceTypeId: string;
  readonly insurer: string;
  /** The plan the user holds, when the documents have plans; empty when not said. */
  readonly plan: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly notes: string;
}

export type DetailsField = keyof DetailsFormValues;

/** The body of PATCH /api/policies/{id}. */
export interface PolicyDetailsUpdate {
  readonly name: string;
  readonly insuranceTypeId: string;
  readonly insurer: string | null;
  readonly plan: string | null;
  readonly startDate: string | null;
  readonly endDate: string | null;
  readonly notes: string | null;
  /** The documents whose type the user changed, with the type set. */
  readonly documents?: DocumentTypeChoice[];
}

/** What was found; anything the documents did not state is an empty field to fill in. */
export function detailsFromPolicy(policy: PolicyView): DetailsFormValues {
  return {
    name: policy.name,
    insuranceTypeId: policy.insuranceTypeId,
    insurer: policy.insurer ?? '',
    plan: policy.plan ?? '',
    startDate: policy.startDate ?? '',
    endDate: policy.endDate ?? '',
    notes: policy.notes ?? '',
  };
}

/** The first problem with the corrections and the field it belongs to, in the spec's words. */
export function detailsProblem(
  values: DetailsFormValues,
): { readonly field: DetailsField; readonly message: string } | undefined {
  if (values.name.trim() === '') return { field: 'name', message: POLICY_MESSAGES.requiredFields };
  if (values.insuranceTypeId === '')
    return { field: 'insuranceTypeId', message: POLICY_MESSAGES.requiredFields };
  // Dates the documents do not state may stay empty; one without the other may not.
  if (values.startDate === '' && values.endDate === '') return undefined;
  if (values.startDate === '') return { field: 'startDate', message: POLICY_MESSAGES.datesRequired };
  if (values.endDate === '') return { field: 'endDate', message: POLICY_MESSAGES.datesRequired };
  if (values.endDate <= values.startDate) return { field: 'endDate', message: POLICY_MESSAGES.endAfterStart };
  return undefined;
}

export function detailsUpdate(values: DetailsFormValues): PolicyDetailsUpdate {
  const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    name: values.name.trim(),
    insuranceTypeId: values.insuranceTypeId,
    insurer: orNull(values.insurer),
    plan: orNull(values.plan),
    startDate: orNull(values.startDate),
    endDate: orNull(values.endDate),
    notes: orNull(values.notes),
  };
}
