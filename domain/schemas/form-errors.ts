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

/** Text a form must be given: one message when it is missing, not text, or only spaces. */
export function requiredText(message: string) {
  return z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message);
}

/** Text a form may clear (null): at most `max` characters once trimmed, one message otherwise. */
export function clearableText(max: number, message: string) {
  return z.string({ invalid_type_error: message }).trim().max(max, message).nullable();
}
