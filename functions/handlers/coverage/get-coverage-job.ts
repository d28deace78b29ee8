import { coverageJobParams } from '#domain/schemas/coverage-job';
import { findCoverageJob } from '#functions/coverage/coverage-jobs';
import { userHttp } from '#functions/lib/http';

export const handler = userHttp({ params: coverageJobParams }, ({ caller, params }) =>
  findCoverageJob(caller.sub, params.id),
);
