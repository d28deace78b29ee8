import { z } from 'zod';

/** The first message per field, as forms show them beside each input. */
export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

type Checked<S extends z.ZodTypeAny> =
  | { ok: true; data: z.infer<S> }
  | { ok: false; errors: FieldErrors<z.input<S>>; first: string };

function checked<S extends z.ZodTypeAny>(result: z.SafeParseReturnType<z.input<S>, z.infer<S>>): Checked<S> {
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return {
    ok: false,
    errors: errors as FieldErrors<z.input<S>>,
    first: result.error.issues[0]?.message ?? '',
  };
}

export function fieldErrors<S extends z.ZodTypeAny>(schema: S, values: unknown): Checked<S> {
  return checked<S>(schema.safeParse(values));
}

/** The same, for schemas with a check that waits (a new password against the common-password list). */
export async function fieldErrorsAsync<S extends z.ZodTypeAny>(
  schema: S,
  values: unknown,
): Promise<Checked<S>> {
  return checked<S>(await schema.safeParseAsync(values));
}

export { tooLong } from './form-messages';

/** What a request that is not the form's object (a list, a bare string, null) is told. */
export const NOT_A_FORM = {
  invalid_type_error: 'The request must be a JSON object',
  required_error: 'The request must be a JSON object',
} as const;

/** A day as date inputs give it, '2025-03-01', that is on the calendar (not '2025-02-30'). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(value);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** What text with a NUL or half of a UTF-16 pair (a broken character) is told. */
export const TEXT_MESSAGES = {
  unsafeCharacters: 'Please remove null characters and broken symbols from the text',
} as const;

/**
 * Whole characters and no NUL: each high surrogate followed by a low one, no surrogate alone. NUL
 * cuts text short in mail and other systems, and a lone surrogate is not text at all (it cannot
 * be encoded as UTF-8 and is shown as a replacement sign, or not at all).
 */
const STORABLE_TEXT = /^(?:[^\0\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;

/** True for text with no NUL and no lone UTF-16 surrogate. Pure. */
export function isStorableText(value: string): boolean {
  return STORABLE_TEXT.test(value);
}

/**
 * Every text field a person fills starts from this: a string refused, with one message, when it
 * holds a NUL or a lone surrogate. Still a zod string, so a field adds its own checks after it.
 */
export function userText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).regex(STORABLE_TEXT, TEXT_MESSAGES.unsafeCharacters);
}

/** Text a form must be given: one message when it is missing, not text, or only spaces. */
export function requiredText(message: string) {
  return userText({ required_error: message, invalid_type_error: message }).trim().min(1, message);
}

/** Text a form may clear (null): at most `max` characters once trimmed, one message otherwise. */
export function clearableText(max: number, message: string) {
  return userText({ invalid_type_error: message }).trim().max(max, message).nullable();
}
