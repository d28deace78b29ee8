import { accountDeletionSchema } from '#domain/schemas/account';
import { deleteAccount } from '#functions/account/account';
import { Reply, userHttp } from '#functions/lib/http';

export const handler = userHttp(
  { body: accountDeletionSchema },
  async ({ caller, body }) => {
    await deleteAccount(caller, body);
    return new Reply(200, { deleted: true });
  },
  { finishesDeletion: true },
);
