import {
  AdminDeleteUserCommand,
  AdminUserGlobalSignOutCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { markAccountClosed, markAccountDeleted } from '../data/closed-accounts';
import { deletePrefix, deleteUserData } from '../data/user-data';
import { cognito } from '../lib/client-cognito';
import { config } from '../lib/config';
import type { Caller } from '../lib/http';
import { logger } from '../lib/logger';
import { removeRemindersIn } from '../reminders/reminder-removal';
import { exportsPrefix } from './export-keys';

/** A call about a user the pool no longer has: an earlier attempt deleted them, nothing is left to do. */
async function unlessUserGone(call: Promise<unknown>): Promise<void> {
  try {
    await call;
  } catch (error) {
    if (!(error instanceof UserNotFoundException)) throw error;
  }
}

/**
 * Deletes the account: its tokens stop working at once (marked closed, then signed out
 * everywhere), then files and rows go, then the sign-in itself, so nothing is left behind. Every
 * step can run again, so deleting again finishes a deletion that a failure stopped part-way.
 */
export async function deleteAccount(caller: Caller): Promise<void> {
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
}
