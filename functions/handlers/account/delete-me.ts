import { deleteAccount } from '#functions/account/account';
import { Reply, userHttp } from '#functions/lib/http';

export const handler = userHttp(
  {},
  async ({ caller }) => {
    await deleteAccount(caller);
    return new Reply(200, { deleted: true });
  },
  { finishesDeletion: true },
);
