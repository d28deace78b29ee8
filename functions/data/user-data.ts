import { DeleteObjectsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { BatchWriteCommand, type BatchWriteCommandOutput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/client-dynamodb';
import { s3 } from '../lib/client-s3';
import { config } from '../lib/config';
import { objectKeys } from './keys';
import { queryUser } from './query-user';

type Item = Record<string, unknown>;

/** Every table item of one user (profile, policies, coverage, assessments), page by page. */
export async function listUserItems(sub: string): Promise<Item[]> {
  return queryUser(sub);
}

/**
 * Removes every S3 object under a prefix (all versions are left to the bucket's lifecycle), or
 * only those last written before `modifiedBefore`.
 */
export async function deletePrefix(
  prefix: string,
  options: { readonly modifiedBefore?: Date } = {},
): Promise<number> {
  const { modifiedBefore } = options;
  const due = (at: Date | undefined) => !modifiedBefore || (at !== undefined && at < modifiedBefore);
  const bucket = config().documentsBucket;
  let deleted = 0;
  let token: string | undefined;
  do {
    const page = await s3().send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
    );
    const objects = (page.Contents ?? []).flatMap((o) =>
      o.Key && due(o.LastModified) ? [{ Key: o.Key }] : [],
    );
    if (objects.length > 0) {
      const out = await s3().send(
        new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects, Quiet: true } }),
      );
      // A batch delete answers 200 even when some objects were not removed: those are a failure too.
      if (out.Errors?.length) throw new Error(`${out.Errors.length} objects could not be deleted`);
      deleted += objects.length;
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return deleted;
}

/** Removes every file of one policy: its uploads, its kept documents, and its text and model. */
export async function deletePolicyFiles(sub: string, policyId: string): Promise<void> {
  await deletePrefix(objectKeys.policyUploadsPrefix(sub, policyId));
  await deletePrefix(objectKeys.policyPrefix(sub, policyId));
  await deletePrefix(objectKeys.policyTextPrefix(sub, policyId));
}

/**
 * Deletes every file and every row of a user. `beforeRows` sees the rows before they go, for what
 * lives outside the table and is named by them (the schedules of renewal reminders).
 */
export async function deleteUserData(
  sub: string,
  options: { readonly beforeRows?: (items: readonly Item[]) => Promise<void> } = {},
): Promise<{ items: number; objects: number }> {
  let objects = 0;
  for (const prefix of [
    objectKeys.userUploadsPrefix(sub),
    objectKeys.userDocumentsPrefix(sub),
    objectKeys.userTextPrefix(sub),
  ]) {
    objects += await deletePrefix(prefix);
  }
  const items = await listUserItems(sub);
  await options.beforeRows?.(items);
  for (let i = 0; i < items.length; i += 25) {
    const batch = items.slice(i, i + 25);
    let pending: Record<string, unknown>[] | undefined = batch.map((item) => ({
      DeleteRequest: { Key: { PK: item.PK, SK: item.SK } },
    }));
    // Unprocessed deletes are retried until the batch is through.
    for (let attempt = 0; pending && pending.length > 0 && attempt < 8; attempt++) {
      const out: BatchWriteCommandOutput = await dynamo().send(
        new BatchWriteCommand({ RequestItems: { [config().tableName]: pending } }),
      );
      pending = out.UnprocessedItems?.[config().tableName];
      if (pending?.length) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
    }
    if (pending?.length) throw new Error('could not delete every item of the account');
  }
  return { items: items.length, objects };
}
