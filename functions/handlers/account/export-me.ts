import { exportAccount } from '../../account/account';
import { Reply, userHttp } from '../../lib/http';

export const handler = userHttp({}, async ({ caller }) => {
  const data = await exportAccount(caller);
  return new Reply(200, data, { 'content-disposition': 'attachment; filename="policylens-export.json"' });
});
