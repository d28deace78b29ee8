import { exportAccountArchive } from '#functions/account/export-archive';
import { userHttp } from '#functions/lib/http';

/** A link to a zip of everything the user stored: export.json and their policy documents. */
export const handler = userHttp({}, ({ caller }) => exportAccountArchive(caller));
