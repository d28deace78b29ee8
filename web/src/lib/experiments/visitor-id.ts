import type { KeyValueStore } from './browser-storage';

export const VISITOR_ID_KEY = 'policylens.visitor-id';

/** What the events endpoint accepts as a visitor id. */
const VISITOR_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/** 32 random hex digits. `getRandomValues` works on plain http too, unlike `randomUUID`. */
export function newVisitorId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * This browser's random, anonymous visitor id, made on the first visit and kept in local storage
 * so a visitor keeps their variation. Undefined when it cannot be kept.
 */
export function readOrCreateVisitorId(
  store: KeyValueStore | undefined,
  makeId: () => string = newVisitorId,
): string | undefined {
  if (!store) return undefined;
  try {
    const existing = store.getItem(VISITOR_ID_KEY);
    if (existing && VISITOR_ID_PATTERN.test(existing)) return existing;
    const id = makeId();
    store.setItem(VISITOR_ID_KEY, id);
    return store.getItem(VISITOR_ID_KEY) === id ? id : undefined;
  } catch {
    return undefined;
  }
}
