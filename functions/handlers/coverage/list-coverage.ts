import { runningCoverageJobs } from '#functions/coverage/coverage-jobs';
import { listCoverage } from '#functions/data/coverage-store';
import { userHttp } from '#functions/lib/http';

/** The kept cover of each item kind, and the calculations of it still running. */
export const handler = userHttp({}, async ({ caller }) => {
  const [coverage, running] = await Promise.all([listCoverage(caller.sub), runningCoverageJobs(caller.sub)]);
  return { coverage, running };
});
