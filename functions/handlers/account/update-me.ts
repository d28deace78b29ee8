import { profileUpdateSchema } from '../../../domain/schemas/account';
import { updateProfile } from '../../account/account';
import { userHttp } from '../../lib/http';

export const handler = userHttp({ body: profileUpdateSchema }, ({ caller, body }) =>
  updateProfile(caller, body),
);
