import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { s3 } from '#functions/lib/client-s3';
import { subOf } from './assessments';
import type { TestUser } from './users';

/** Every stored object of a user: uploads, kept documents, and their text and scan words. */
export async function objectsOf(bucket: string, user: TestUser): Promise<string[]> {
  const sub = subOf(user);
  const keysFound: string[] = [];
  for (const prefix of [`uploads/${sub}/`, `policies/${sub}/`, `text/${sub}/`]) {
    const out = await s3().send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
    keysFound.push(...(out.Contents ?? []).map((o) => o.Key ?? ''));
  }
  return keysFound;
}
