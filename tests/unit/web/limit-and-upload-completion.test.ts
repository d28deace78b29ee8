import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('#web/lib/auth/cognito-session', () => ({ getAccessToken: async () => undefined }));

import { completePolicy } from '#web/features/policies/api/complete-policy';
import { ApiError, apiFetch } from '#web/lib/api-client';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('a limit reached', () => {
  it('says when to try again in local time, and carries that moment', async () => {
    const message = 'You have reached the limit of 30 claim assessments an hour. Try again at 08:00 UTC.';
    fetchMock.mockResolvedValue(json(429, { error: message }, { 'retry-after': '600' }));
    const before = Date.now();
    const error = await apiFetch('/api/assessments', { method: 'POST' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const { retryAt, message: shown } = error as ApiError;
    expect(retryAt?.getTime()).toBeGreaterThanOrEqual(before + 600_000);
    expect(shown).toMatch(
      /^You have reached the limit of 30 claim assessments an hour\. Try again at \d\d:\d\d\.$/,
    );
  });

  it('is left as it is when the answer does not say when', async () => {
    fetchMock.mockResolvedValue(json(429, { error: 'Too many requests. Please try again later.' }));
    const error = (await apiFetch('/api/contact', { method: 'POST' }).catch((e: unknown) => e)) as ApiError;
    expect(error.retryAt).toBeUndefined();
    expect(error.message).toBe('Too many requests. Please try again later.');
  });
});

describe("an upload's completion", () => {
  const ready = { policy: { id: 'p1', status: 'processing' } };

  it('is asked once more when it got no answer or a busy one, never reported as failed', async () => {
    fetchMock
      .mockResolvedValueOnce(
        json(503, { error: 'PolicyLens is busy right now. Please try again in a moment.' }),
      )
      .mockResolvedValueOnce(json(200, ready));
    await expect(completePolicy('p1')).resolves.toEqual(ready);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reports a refused file at once', async () => {
    fetchMock.mockResolvedValue(json(400, { error: 'a.pdf is not a PDF' }));
    await expect(completePolicy('p1')).rejects.toMatchObject({ status: 400, message: 'a.pdf is not a PDF' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
