import type { PolicyDetails } from '../analysis/understand/policy-details';
import type { Policy } from '../data/policy-entity';

type Keys = 'name' | 'insurer' | 'insuranceTypeId' | 'startDate' | 'endDate';
type Settled = Pick<Policy, Keys> & { readonly plan?: string };

/**
 * The details a policy is settled with: what the user gave wins over what its documents say, and
 * what was read only fills a detail the user left empty. The detailed form's name, type and dates
 * are the user's; a 1 Click or mailed policy's name (its file's) and type are stand-ins, read over.
 * An end date read is used only when it falls after the start in use (one from another period
 * would end the policy before it starts); without one, the end stays unknown: a date is never
 * made up. Pure.
 */
export function settledDetails(
  policy: Pick<Policy, 'source' | Keys> & { readonly plan?: string | null },
  found: PolicyDetails,
): Settled {
  const typed = policy.source === 'upload';
  const startDate = policy.startDate ?? found.startDate;
  const foundEnd = found.endDate && (!startDate || found.endDate > startDate) ? found.endDate : null;
  const plan = policy.plan ?? found.plan;
  return {
    name: typed ? policy.name : (found.name ?? policy.name),
    insuranceTypeId: typed ? policy.insuranceTypeId : (found.insuranceTypeId ?? policy.insuranceTypeId),
    insurer: policy.insurer ?? found.insurer,
    // A schedule names the plan its holder has; a wording listing several plans names none.
    ...(plan ? { plan } : {}),
    startDate,
    endDate: policy.endDate ?? foundEnd,
  };
}
