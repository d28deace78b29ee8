import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/client-dynamodb';
import { config } from '../lib/config';
import { keys } from './keys';

export interface UserRecord {
  readonly sub: string;
  readonly email: string;
  readonly firstName: string | null;
}

/** Records a confirmed user (without touching their policy count), findable by e-mail address. */
export async function saveUserRecord(user: UserRecord): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: config().tableName,
      Key: keys.user(user.sub),
      UpdateExpression:
        'SET entity = :entity, email = :email, firstName = :first, GSI1PK = :gpk, GSI1SK = :gsk, createdAt = if_not_exists(createdAt, :now)',
      ExpressionAttributeValues: {
        ':entity': 'user',
        ':email': user.email.trim().toLowerCase(),
        ':first': user.firstName,
        ':gpk': keys.emailIndex(user.email).GSI1PK,
        ':gsk': keys.emailIndex(user.email).GSI1SK,
        ':now': new Date().toISOString(),
      },
    }),
  );
}

/** The user registered with this address, if any. */
export async function findUserByEmail(email: string): Promise<UserRecord | undefined> {
  const out = await dynamo().send(
    new QueryCommand({
      TableName: config().tableName,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK = :sk',
      ExpressionAttributeValues: {
        ':pk': keys.emailIndex(email).GSI1PK,
        ':sk': keys.emailIndex(email).GSI1SK,
      },
    }),
  );
  const item = out.Items?.[0];
  if (!item) return undefined;
  return {
    sub: String(item.PK).replace(/^USER#/, ''),
    email: String(item.email),
    firstName: (item.firstName as string | null | undefined) ?? null,
  };
}

export async function getUserRecord(sub: string): Promise<UserRecord | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: config().tableName, Key: keys.user(sub) }));
  if (!out.Item?.email) return undefined;
  return {
    sub,
    email: String(out.Item.email),
    firstName: (out.Item.firstName as string | null | undefined) ?? null,
  };
}
