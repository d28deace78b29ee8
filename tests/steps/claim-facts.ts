import type { ClaimFacts } from '#functions/analysis/understand/types';

/** A claim form's facts as the analyser receives them: a home claim in June 2025, changed as a test needs. */
export function claimFacts(change: Partial<ClaimFacts> = {}): ClaimFacts {
  return {
    itemType: 'home',
    incidentDateTime: '2025-06-10T10:00:00Z',
    reportDateTime: '2025-06-11T10:00:00Z',
    policyStartDate: '2025-01-01',
    policyEndDate: '2025-12-31',
    claimStatus: 'new',
    itemPurchaseStatus: 'used',
    itemPurchaseEvidence: 'yes',
    location: 'Leeds, UK',
    estimatedValue: 900,
    description: 'Something happened.',
    ...change,
  };
}
