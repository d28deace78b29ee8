import { getProfile } from '../../account/profile';
import { userHttp } from '../../lib/http';

export const handler = userHttp({}, ({ caller }) => getProfile(caller));
