import { z } from 'zod';
import { findCoverageJob } from '../../coverage/coverage-jobs';
import { userHttp } from '../../lib/http';

/** A job's id in the path: a ULID, or nothing of the caller's (404). */
const params = z.object({
  id: z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Coverage calculation not found'),
});

export const handler = userHttp({ params }, ({ caller, params }) => findCoverageJob(caller.sub, params.id));
