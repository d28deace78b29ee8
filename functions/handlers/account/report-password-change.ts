import { passwordChanged } from '#functions/account/sessions';
import { userHttp } from '#functions/lib/http';

export const handler = userHttp({}, ({ caller }) => passwordChanged(caller));
