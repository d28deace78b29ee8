import { userHttp } from '../../lib/http';
import { downloadLink } from '../../policies/policies';
import { policyFileParams } from './params';

export const handler = userHttp({ params: policyFileParams }, ({ caller, params }) =>
  downloadLink(caller.sub, params.id, params.fileId),
);
