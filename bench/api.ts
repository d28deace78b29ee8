import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { keys } from '../functions/data/keys';
import { apiCall } from '../tests/steps/api';
import { hotelTheftClaim, subOf } from '../tests/steps/assessments';
import { calculatedCoverage } from '../tests/steps/coverage';
import { givenAReadyTravelPolicy } from '../tests/steps/policies';
import { givenASignedInUser, type StackUrls, type TestUser } from '../tests/steps/users';
import { type StackProcess, startStackProcess } from './stack-client';

/**
 * API latency and throughput through the local gateway, the stack running in a process of its own
 * and the load generated here: p50/p99 and requests per second of `GET /api/policies`,
 * `GET /api/coverage` and `POST /api/assessments` (the local analyser working in the background) at
 * 1, 10 and 50 connections, and beside each list the raw DynamoDB Local query it wraps, sent at the
 * same concurrency in the same run, so the overhead of gateway and handler is a ratio.
 */
export const CONCURRENCY = [1, 10, 50] as const;
const RUN_SECONDS = 10;
const WARM_UP_SECONDS = 2;
/** Claims sent per level: within the hourly allowance of the users they are spread over. */
const CLAIMS_PER_LEVEL: Record<(typeof CONCURRENCY)[number], number> = { 1: 30, 10: 300, 50: 500 };
const CLAIM_USERS = 50;

export interface Figures {
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly requestsPerSecond: number;
  readonly requests: number;
  /** Answers that were not 2xx, and requests that got no answer: both must be 0 for figures to count. */
  readonly non2xx: number;
  readonly errors: number;
}

function figures(result: autocannon.Result): Figures {
  return {
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requestsPerSecond: Math.round(result.requests.average),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** A warm-up, then one timed run. */
async function measure(options: autocannon.Options): Promise<Figures> {
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  return figures(await autocannon({ ...options, duration: RUN_SECONDS }));
}

/** The Query `GET /api/policies` sends, as DynamoDB's JSON protocol carries it (DynamoDB Local checks no signature). */
function rawPolicyQuery(env: Record<string, string>, sub: string): autocannon.Options {
  return {
    url: env.DYNAMODB_ENDPOINT ?? '',
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.0',
      'x-amz-target': 'DynamoDB_20120810.Query',
      authorization:
        'AWS4-HMAC-SHA256 Credential=local/20260101/eu-west-2/dynamodb/aws4_request, SignedHeaders=host, Signature=0',
    },
    body: JSON.stringify({
      TableName: env.TABLE_NAME,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: {
        ':pk': { S: keys.userPartition(sub) },
        ':prefix': { S: keys.policyPrefix },
      },
    }),
  };
}

function asUser(url: string, user: TestUser): autocannon.Options {
  return { url, headers: { authorization: `Bearer ${user.accessToken}` } };
}

interface ClaimUser {
  readonly user: TestUser;
  readonly policyId: string;
}

/** Users with a ready travel policy each, made a few at a time. */
async function claimUsers(urls: StackUrls, count: number): Promise<ClaimUser[]> {
  const made: ClaimUser[] = [];
  while (made.length < count) {
    const batch = Math.min(5, count - made.length);
    made.push(
      ...(await Promise.all(
        Array.from({ length: batch }, async () => {
          const user = await givenASignedInUser(urls);
          const created = await givenAReadyTravelPolicy(urls.appUrl, user);
          return { user, policyId: created.policy.id };
        }),
      )),
    );
  }
  return made;
}

/** `POST /api/assessments` with `amount` claims spread over the users, each with its own Idempotency-Key as the app sends. */
async function sendClaims(appUrl: string, users: readonly ClaimUser[], connections: number, amount: number) {
  let next = 0;
  const result = await autocannon({
    url: appUrl,
    connections,
    amount,
    requests: [
      {
        method: 'POST',
        path: '/api/assessments',
        setupRequest: (request) => {
          const { user, policyId } = users[next++ % users.length] as ClaimUser;
          return {
            ...request,
            headers: {
              authorization: `Bearer ${user.accessToken}`,
              'content-type': 'application/json',
              'idempotency-key': randomUUID(),
            },
            body: JSON.stringify(hotelTheftClaim(policyId)),
          };
        },
      },
    ],
  });
  return figures(result);
}

/** Waits until no claim of these users is pending, so the background analyses do not weigh on the next run. */
async function untilAnalysed(
  appUrl: string,
  users: readonly ClaimUser[],
  timeoutMs = 600_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (const { user } of users) {
    for (;;) {
      const res = await apiCall(appUrl, user, 'GET', '/api/assessments');
      const body = (await res.json()) as { assessments: { status: string }[] };
      if (!body.assessments.some((a) => a.status === 'pending')) break;
      if (Date.now() > deadline) throw new Error('claims still pending after the benchmark');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

async function listRoutes(stack: StackProcess, urls: StackUrls) {
  const reader = await givenASignedInUser(urls);
  let first = '';
  for (const name of ['Annual travel', 'Family trip', 'Ski week']) {
    const created = await givenAReadyTravelPolicy(stack.appUrl, reader, name);
    first ||= created.policy.id;
  }
  await calculatedCoverage(stack.appUrl, reader, 'travel', { policyId: first, keep: true });
  const levels: Record<string, { rawQuery: Figures; policies: Figures; coverage: Figures; ratio: number }> =
    {};
  for (const connections of CONCURRENCY) {
    const rawQuery = await measure({ ...rawPolicyQuery(stack.env, subOf(reader)), connections });
    const policies = await measure({ ...asUser(`${stack.appUrl}/api/policies`, reader), connections });
    const coverage = await measure({ ...asUser(`${stack.appUrl}/api/coverage`, reader), connections });
    const ratio = Math.round((policies.p50Ms / Math.max(rawQuery.p50Ms, 0.01)) * 100) / 100;
    levels[connections] = { rawQuery, policies, coverage, ratio };
  }
  return levels;
}

async function claimRoute(stack: StackProcess, urls: StackUrls) {
  const users = await claimUsers(urls, CLAIM_USERS);
  await sendClaims(stack.appUrl, users, 1, 5);
  await untilAnalysed(stack.appUrl, users);
  const levels: Record<string, Figures> = {};
  for (const connections of CONCURRENCY) {
    levels[connections] = await sendClaims(stack.appUrl, users, connections, CLAIMS_PER_LEVEL[connections]);
    await untilAnalysed(stack.appUrl, users);
  }
  return levels;
}

export async function apiLatency() {
  const stack = await startStackProcess();
  try {
    const urls = {
      appUrl: stack.appUrl,
      mailboxUrl: stack.mailboxUrl,
      userPoolClientId: stack.env.USER_POOL_CLIENT_ID ?? '',
    };
    const lists = await listRoutes(stack, urls);
    const claims = await claimRoute(stack, urls);
    return {
      note: `${RUN_SECONDS} s per run after ${WARM_UP_SECONDS} s of warm-up; claims: a fixed number per level (${JSON.stringify(CLAIMS_PER_LEVEL)}) over ${CLAIM_USERS} users, each analysed in the background before the next level. ratio = p50 of GET /api/policies over p50 of the raw DynamoDB Local query it wraps.`,
      lists,
      claims,
    };
  } finally {
    await stack.stop();
  }
}
