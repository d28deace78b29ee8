import { listCoverage } from '../../coverage/coverage-store';
import { userHttp } from '../../lib/http';

export const handler = userHttp({}, async ({ caller }) => ({ coverage: await listCoverage(caller.sub) }));
