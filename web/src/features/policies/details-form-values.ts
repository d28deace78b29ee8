import { POLICY_MESSAGES, type PolicyView } from '../../../../domain/schemas/policy';

/** The details read from a 1 Click Upload, as the user checks and corrects them. */
export interface DetailsFormValues {
  readonly name: string;
  readonly insuranceTypeId: string;
  readonly insurer: string;
  /** The plan the user holds, when the documents have plans; empty when not said. */
  readonly plan: string;
  readonly startDate: string;
  readonly endDate: string;
}

export type DetailsField = keyof DetailsFormValues;

/** The body of PATCH /api/policies/{id}. */
export interface PolicyDetailsUpdate {
  readonly name: string;
  readonly insuranceTypeId: string;
  readonly insurer: string | null;
  readonly plan: string | null;
  readonly startDate: string;
  readonly endDate: string;
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
  };
}

/** The first problem with the corrections and the field it belongs to, in the spec's words. */
export function detailsProblem(
  values: DetailsFormValues,
): { readonly field: DetailsField; readonly message: string } | undefined {
  if (values.name.trim() === '') return { field: 'name', message: POLICY_MESSAGES.requiredFields };
  if (values.insuranceTypeId === '')
    return { field: 'insuranceTypeId', message: POLICY_MESSAGES.requiredFields };
  if (values.startDate === '') return { field: 'startDate', message: POLICY_MESSAGES.datesRequired };
  if (values.endDate === '') return { field: 'endDate', message: POLICY_MESSAGES.datesRequired };
  if (values.endDate <= values.startDate) return { field: 'endDate', message: POLICY_MESSAGES.endAfterStart };
  return undefined;
}

export function detailsUpdate(values: DetailsFormValues): PolicyDetailsUpdate {
  const insurer = values.insurer.trim();
  const plan = values.plan.trim();
  return {
    name: values.name.trim(),
    insuranceTypeId: values.insuranceTypeId,
    insurer: insurer === '' ? null : insurer,
    plan: plan === '' ? null : plan,
    startDate: values.startDate,
    endDate: values.endDate,
  };
}
