import { userHttp } from '../../lib/http';
import { finishUpload } from '../../policies/finish-upload';
import { policyParams } from './params';

export const handler = userHttp({ params: policyParams }, ({ caller, params }) =>
  finishUpload(caller.sub, params.id),
);
