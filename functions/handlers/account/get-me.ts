import { getProfile } from '#functions/account/profile';
import { userHttp } from '#functions/lib/http';

export const handler = userHttp({}, ({ caller }) => getProfile(caller));
