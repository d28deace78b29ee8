import { profileUpdateSchema } from '#domain/schemas/account';
import { updateProfile } from '#functions/account/profile';
import { userHttp } from '#functions/lib/http';

export const handler = userHttp({ body: profileUpdateSchema }, ({ caller, body }) =>
  updateProfile(caller, body),
);
