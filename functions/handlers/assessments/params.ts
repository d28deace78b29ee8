import { z } from 'zod';

/** An assessment's id in the path: a ULID, or nothing of the caller's (404). */
export const assessmentParams = z.object({
  id: z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Assessment not found'),
});
