import type { z } from 'zod';

/** The first message per field, as forms show them beside each input. */
export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

export function fieldErrors<S extends z.ZodTypeAny>(
  schema: S,
  values: unknown,
): { ok: true; data: z.infer<S> } | { ok: false; errors: FieldErrors<z.input<S>>; first: string } {
  const result = schema.safeParse(values);
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
