import { userHttp } from '#functions/lib/http';
import { finishUpload } from '#functions/policies/finish-upload';
import { policyParams } from './params';

export const handler = userHttp({ params: policyParams }, ({ caller, params }) =>
  finishUpload(caller.sub, params.id),
);
