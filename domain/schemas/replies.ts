import { z } from 'zod';
import { ULID_PATTERN } from '../constants';

/** Read-only all the way down: what a reader of an answer gets, whatever the writer built it with. */
export type DeepReadonly<T> = T extends readonly (infer Item)[]
  ? readonly DeepReadonly<Item>[]
  : T extends object
    ? { readonly [Key in keyof T]: DeepReadonly<T[Key]> }
    : T;

/** The type of an answer a response schema describes, as the server builds it and the app reads it. */
export type ViewOf<S extends z.ZodTypeAny> = DeepReadonly<z.output<S>>;

/** What every refused or failed request answers: one message for the user, in the spec's words. */
export const apiErrorSchema = z.object({
  error: z.string().describe('Why the request was refused or failed, in words for the user'),
});

/** The answer to a delete: the thing and everything in it is gone. */
export const deletedSchema = z.object({ deleted: z.literal(true) });

/** A ULID in a path: anything else names nothing of the caller's (404 with the message). */
export const ulidParam = (notFound: string) => z.string().regex(ULID_PATTERN, notFound);
