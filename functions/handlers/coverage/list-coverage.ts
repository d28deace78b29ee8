import { listCoverage } from '../../coverage/coverage';
import { userHttp } from '../../lib/http';

export const handler = userHttp({}, async ({ caller }) => ({ coverage: await listCoverage(caller.sub) }));
