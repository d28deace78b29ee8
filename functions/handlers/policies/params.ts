import { z } from 'zod';

/** Path parameters of the policy routes: ULIDs, so anything else is simply not found. */
const id = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Policy not found');
export const policyParams = z.object({ id });
export const policyFileParams = z.object({ id, fileId: id });
