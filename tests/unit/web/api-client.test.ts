import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const token = vi.hoisted(() => ({ value: undefined as string | undefined }));
vi.mock('#web/lib/auth/cognito-session', () => ({
  getAccessToken: async () => token.value,
}));

import { ApiError, apiFetch, NETWORK_ERROR_MESSAGE } from '#web/lib/api-client';

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(status: number, body: unknown, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });
}

function sentRequest(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = fetchMock.mock.calls[0] ?? [];
  return { url: String(url), init, headers: new Headers(init.headers) };
}

beforeEach(() => {
  token.value = undefined;
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('sends the access token and JSON body when signed in', async () => {
    token.value = 'token-abc';
    fetchMock.mockResolvedValue(jsonResponse(200, { id: 'p1' }));

    const result = await apiFetch<{ id: string }>('/api/policies', {
      method: 'POST',
      body: { name: 'Home' },
    });

    expect(result).toEqual({ id: 'p1' });
    const { url, init, headers } = sentRequest();
    expect(url).toBe('/api/policies');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"Home"}');
    expect(headers.get('authorization')).toBe('Bearer token-abc');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('accept')).toBe('application/json');
  });

  it('sends no Authorization header or body when signed out and there is nothing to send', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { status: 'ok' }));
    await apiFetch('/api/health');
    const { init, headers } = sentRequest();
    expect(headers.has('authorization')).toBe(false);
    expect(headers.has('content-type')).toBe(false);
    expect(init.body).toBeUndefined();
  });

  it("throws an ApiError with the status and the server's message", async () => {
    fetchMock.mockResolvedValue(jsonResponse(409, { error: 'You can upload up to 10 policies' }, 'Conflict'));
    const failure = await apiFetch('/api/policies').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 409, message: 'You can upload up to 10 policies' });
  });

  it('falls back to the status when the server sends no message', async () => {
    fetchMock.mockResolvedValue(
      new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(apiFetch('/api/policies')).rejects.toMatchObject({
      status: 502,
      message: 'Error 502: Bad Gateway',
    });
  });

  it('resolves with undefined for an empty reply', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiFetch('/api/policies/p1', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('reports an unreachable server as status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiFetch('/api/policies')).rejects.toMatchObject({
      status: 0,
      message: NETWORK_ERROR_MESSAGE,
    });
  });

  it('lets a cancelled request stay a cancellation', async () => {
    fetchMock.mockRejectedValue(new DOMException('The operation was aborted.', 'AbortError'));
    await expect(apiFetch('/api/policies')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends a create with an Idempotency-Key, and once more with the same key after a failed connection', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse(201, { id: 'p1' }));
    const result = await apiFetch('/api/policies', {
      method: 'POST',
      body: { name: 'Home' },
      createOnce: true,
    });
    expect(result).toEqual({ id: 'p1' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('sends a create once more with the same key when the server was busy, and reports a second 503', async () => {
    const busy = { error: 'PolicyLens is busy right now. Please try again in a moment.' };
    fetchMock
      .mockResolvedValueOnce(jsonResponse(503, busy))
      .mockResolvedValueOnce(jsonResponse(201, { id: 'p1' }));
    expect(await apiFetch('/api/assessments', { method: 'POST', body: {}, createOnce: true })).toEqual({
      id: 'p1',
    });
    const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);

    fetchMock.mockReset();
    fetchMock.mockResolvedValue(jsonResponse(503, busy));
    await expect(
      apiFetch('/api/assessments', { method: 'POST', body: {}, createOnce: true }),
    ).rejects.toMatchObject({
      status: 503,
      message: busy.error,
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends other requests once, without a key', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiFetch('/api/contact', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentRequest().headers.has('idempotency-key')).toBe(false);
  });
});
