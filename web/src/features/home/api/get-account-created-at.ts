import { callRoute } from '#web/lib/api-client';

/** GET /api/me, read here only for when the account was made (the new-user welcome). */
export async function getAccountCreatedAt(signal?: AbortSignal): Promise<string | null> {
  const me = await callRoute('get-me', { signal });
  return me.createdAt;
}
