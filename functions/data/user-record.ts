import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { dynamo } from '../lib/client-dynamodb';
import { config } from '../lib/config';
import { keys } from './keys';
import { setFields } from './update-expression';

/**
 * A confirmed user, findable by e-mail address (GSI1). The same row counts the user's policies
 * (`policyCount`, kept by the policy store's transactions); this module never writes it.
 */
export interface UserRecord {
  readonly sub: string;
  readonly email: string;
  readonly firstName: string | null;
  readonly createdAt: string;
}

const itemSchema = z.object({
  PK: z.string().startsWith(keys.userPartition('')),
  SK: z.literal(keys.user('').SK),
  email: z.string().min(1),
  firstName: z.string().nullish(),
  createdAt: z.string().min(1),
});

export function userRecordToItem(user: UserRecord): Record<string, unknown> {
  return {
    ...keys.user(user.sub),
    ...keys.emailIndex(user.email),
    entity: 'user',
    email: user.email.trim().toLowerCase(),
    firstName: user.firstName,
    createdAt: user.createdAt,
  };
}

/** The record a user row holds; throws on a row that is not one (no e-mail, a foreign key). */
export function userRecordFromItem(item: Record<string, unknown>): UserRecord {
  const parsed = itemSchema.parse(item);
  return {
    sub: keys.subOf(parsed.PK) ?? '',
    email: parsed.email,
    firstName: parsed.firstName ?? null,
    createdAt: parsed.createdAt,
  };
}

/**
 * Records a confirmed user (without touching their policy count), findable by e-mail address. A
 * repeated confirmation keeps the first `createdAt`.
 */
export async function saveUserRecord(user: Omit<UserRecord, 'createdAt'>, now = new Date()): Promise<void> {
  const {
    PK: _pk,
    SK: _sk,
    createdAt,
    ...fields
  } = userRecordToItem({ ...user, createdAt: now.toISOString() });
  const set = setFields(fields, 'createdAt = if_not_exists(createdAt, :now)');
  await dynamo().send(
    new UpdateCommand({
      TableName: config().tableName,
      Key: keys.user(user.sub),
      ...set,
      ExpressionAttributeValues: { ...set.ExpressionAttributeValues, ':now': createdAt },
    }),
  );
}

/**
 * The users recorded with this address (lower-cased). Normally one; a record keeps the address an
 * account was confirmed with until mail from its current verified address updates it, so the same
 * address can be on more than one record, and the user pool decides whose it is now.
 */
export async function findUsersByEmail(email: string): Promise<UserRecord[]> {
  const index = keys.emailIndex(email);
  const out = await dynamo().send(
    new QueryCommand({
      TableName: config().tableName,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK = :sk',
      ExpressionAttributeValues: { ':pk': index.GSI1PK, ':sk': index.GSI1SK },
    }),
  );
  return (out.Items ?? []).map(userRecordFromItem);
}

/** The user's record; undefined until their account is confirmed (the row may only count policies). */
export async function getUserRecord(sub: string): Promise<UserRecord | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: config().tableName, Key: keys.user(sub) }));
  if (out.Item?.email === undefined) return undefined;
  return userRecordFromItem(out.Item);
}
