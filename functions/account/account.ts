import {
  AdminDeleteUserCommand,
  AdminUserGlobalSignOutCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import type { AccountDeletion } from '#domain/schemas/account';
import { markAccountClosed, markAccountDeleted } from '../data/closed-accounts';
import { deletePrefix, deleteUserData } from '../data/user-data';
import { cognito } from '../lib/client-cognito';
import { config } from '../lib/config';
import type { Caller } from '../lib/http';
import { logger } from '../lib/logger';
import { sendMail } from '../lib/mail';
import { removeRemindersIn } from '../reminders/reminder-removal';
import { accountDeletedMail } from './account-deleted-mail';
import { exportsPrefix } from './export-keys';
import { type AccountHolder, accountHolder, proveHolder } from './holder-proof';

/** A call about a user the pool no longer has: an earlier attempt deleted them, nothing is left to do. */
async function unlessUserGone(call: Promise<unknown>): Promise<void> {
  try {
    await call;
  } catch (error) {
    if (!(error instanceof UserNotFoundException)) throw error;
  }
}

/** Tells the holder their account is gone; a mail that fails is logged, the deletion stands. */
async function mailDeleted(holder: AccountHolder): Promise<void> {
  try {
    await sendMail(
      accountDeletedMail({
        to: holder.email,
        firstName: holder.firstName,
        deletedAt: Date.now(),
        appUrl: config().appUrl,
      }),
    );
  } catch (error) {
    logger.warn('account deleted mail failed', { error: (error as Error).name });
  }
}

/**
 * Deletes the account, once the proof (password, and two-step code when it is on) shows the caller
 * holds it: its tokens stop working at once (marked closed, then signed out everywhere), then
 * files and rows go, then the sign-in itself, so nothing is left behind, and the holder is mailed.
 * Every step can run again, so deleting again finishes a deletion that a failure stopped part-way
 * (once the sign-in is gone there is no password left to ask for, nor anyone to mail).
 */
export async function deleteAccount(caller: Caller, proof: AccountDeletion = {}): Promise<void> {
  const holder = await accountHolder(caller.username);
  if (holder) await proveHolder(caller.username, holder, proof);
  await markAccountClosed(caller.sub);
  const pool = { UserPoolId: config().userPoolId, Username: caller.username };
  await unlessUserGone(cognito().send(new AdminUserGlobalSignOutCommand(pool)));
  // Reminders' schedules live outside the table: removed while their rows still name them.
  const removed = await deleteUserData(caller.sub, { beforeRows: removeRemindersIn });
  // Its exports (zips of its documents) go with it, not a day later with the bucket's lifecycle.
  await deletePrefix(exportsPrefix(caller.sub));
  await unlessUserGone(cognito().send(new AdminDeleteUserCommand(pool)));
  await markAccountDeleted(caller.sub);
  logger.info('account deleted', { items: removed.items, objects: removed.objects });
  if (holder) await mailDeleted(holder);
}
