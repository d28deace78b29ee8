import { DescribeUserPoolCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { GetAccountCommand } from '@aws-sdk/client-sesv2';
import { cognito, dynamo, s3, ses } from '../lib/clients';
import { config } from '../lib/config';
import { logger } from '../lib/logger';

export type CheckState = 'ok' | 'unreachable';
export interface HealthReport {
  readonly status: 'ok' | 'degraded';
  readonly checks: Readonly<Record<'database' | 'storage' | 'mail' | 'auth', CheckState>>;
}

const TIMEOUT_MS = 3000;

async function probe(name: string, call: (signal: AbortSignal) => Promise<unknown>): Promise<CheckState> {
  try {
    await call(AbortSignal.timeout(TIMEOUT_MS));
    return 'ok';
  } catch (error) {
    logger.warn('dependency unreachable', {
      dependency: name,
      error: (error as Error).name,
      detail: (error as Error).message,
      status: (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode,
    });
    return 'unreachable';
  }
}

/** Asks each dependency a cheap question, in parallel; any failure makes the report degraded. */
export async function checkHealth(): Promise<HealthReport> {
  const c = config();
  const [database, storage, mail, auth] = await Promise.all([
    probe('database', (abortSignal) =>
      dynamo().send(new DescribeTableCommand({ TableName: c.tableName }), { abortSignal }),
    ),
    probe('storage', (abortSignal) =>
      s3().send(new HeadBucketCommand({ Bucket: c.documentsBucket }), { abortSignal }),
    ),
    probe('mail', (abortSignal) => ses().send(new GetAccountCommand({}), { abortSignal })),
    probe('auth', (abortSignal) =>
      cognito().send(new DescribeUserPoolCommand({ UserPoolId: c.userPoolId }), { abortSignal }),
    ),
  ]);
  const checks = { database, storage, mail, auth };
  const status = Object.values(checks).every((s) => s === 'ok') ? 'ok' : 'degraded';
  return { status, checks };
}
