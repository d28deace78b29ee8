import { userHttp } from '#functions/lib/http';
import { downloadLink } from '#functions/policies/download-link';
import { policyFileParams } from './params';

export const handler = userHttp({ params: policyFileParams }, ({ caller, params }) =>
  downloadLink(caller.sub, params.id, params.fileId),
);
