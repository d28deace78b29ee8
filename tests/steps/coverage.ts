import { expect } from 'vitest';
import { apiCall } from './api';
import type { TestUser } from './users';

export interface CoverageJobBody {
  readonly id: string;
  readonly status: 'pending' | 'done' | 'failed';
  readonly coverage?: Record<string, unknown>;
  readonly error?: string;
  readonly errorStatus?: number;
}

/** Polls GET /api/coverage-jobs/{id}, as the app does, until the calculation is settled. */
export async function untilCoverageSettled(
  appUrl: string,
  user: TestUser,
  id: string,
  timeoutMs = 30_000,
): Promise<CoverageJobBody> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await apiCall(appUrl, user, 'GET', `/api/coverage-jobs/${id}`);
    if (res.status !== 200) throw new Error(`GET coverage job answered ${res.status}: ${await res.text()}`);
    const body = (await res.json()) as CoverageJobBody;
    if (body.status !== 'pending') return body;
    if (Date.now() > deadline) throw new Error(`coverage job ${id} still pending after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/**
 * Asks for an item's cover: accepted at once (202) as a pending calculation, then polled until the
 * worker has worked it out; the cover it found.
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
  expect(pending).toMatchObject({ status: 'pending', policyId: body.policyId, itemType });
  const settled = await untilCoverageSettled(appUrl, user, pending.id);
  expect(settled).toMatchObject({ status: 'done' });
  return settled.coverage as T;
}
