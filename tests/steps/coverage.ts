import { expect } from 'vitest';
import { apiCall, untilNotPending } from './api';
import type { TestUser } from './users';

export interface CoverageJobBody {
  readonly id: string;
  readonly status: 'pending' | 'done' | 'failed';
  readonly coverage?: Record<string, unknown>;
  readonly error?: string;
  readonly errorStatus?: number;
}

/** Polls GET /api/coverage-jobs/{id}, as the app does, until the calculation is settled. */
export function untilCoverageSettled(
  appUrl: string,
  user: TestUser,
  id: string,
  timeoutMs = 30_000,
): Promise<CoverageJobBody> {
  return untilNotPending<CoverageJobBody>(appUrl, user, `/api/coverage-jobs/${id}`, timeoutMs);
}

/**
 * Asks for an item's cover: accepted at once (202) as a pending calculation, then polled until the
 * worker has worked it out (or done at once, when the same calculation was done before); the cover.
 */
export async function calculatedCoverage<T>(
  appUrl: string,
  user: TestUser,
  itemType: string,
  body: { policyId: string; keep?: boolean },
): Promise<T> {
  const res = await apiCall(appUrl, user, 'POST', `/api/coverage/${itemType}`, body);
  expect(res.status).toBe(202);
  const pending = (await res.json()) as CoverageJobBody;
  expect(pending).toMatchObject({ policyId: body.policyId, itemType });
  expect(['pending', 'done']).toContain(pending.status);
  const settled = await untilCoverageSettled(appUrl, user, pending.id);
  expect(settled).toMatchObject({ status: 'done' });
  return settled.coverage as T;
}
