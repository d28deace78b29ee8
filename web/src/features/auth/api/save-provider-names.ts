import type { ProfileUpdate } from '#domain/schemas/account';
import { callRoute } from '#web/lib/api-client';

/** PATCH /api/me with the names a social provider gave, so a new user need not type them. */
export function saveProviderNames(update: ProfileUpdate): Promise<unknown> {
  return callRoute('update-me', { body: update });
}
