import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InsuranceType } from '#domain/insurance';
import { callRoute } from '#web/lib/api-client';

/** GET /api/insurance-types: the catalogue, sorted by name. */
export async function getInsuranceTypes(signal?: AbortSignal): Promise<readonly InsuranceType[]> {
  const body = await callRoute('list-insurance-types', { signal });
  return body.insuranceTypes;
}

export const insuranceTypesQueryKey = ['insurance-types'] as const;

export function insuranceTypesQueryOptions() {
  return queryOptions({
    queryKey: insuranceTypesQueryKey,
    queryFn: ({ signal }) => getInsuranceTypes(signal),
    // The catalogue changes only with a release.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useInsuranceTypes() {
  return useQuery(insuranceTypesQueryOptions());
}
