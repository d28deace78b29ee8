import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '#functions/data/keys';
import { handler as listPoliciesHandler } from '#functions/handlers/policies/list-policies';
import { resetConfig } from '#functions/lib/config';
import { apiCall } from '#tests/steps/api';
import { hotelTheftClaim, subOf } from '#tests/steps/assessments';
import { calculatedCoverage } from '#tests/steps/coverage';
import { callRoute, type RouteHandler } from '#tests/steps/direct-call';
import { givenAReadyTravelPolicy } from '#tests/steps/policies';
import { givenASignedInUser, type StackUrls, type TestUser } from '#tests/steps/users';
import { median } from './analysis';
import { type StackProcess, startStackProcess } from './stack-client';

/**
 * API latency and throughput through the local gateway, the stack running in a process of its own
 * and the load generated here by closed loops (each connection sends its next request when the
 * last is answered): p50/p99 and requests per second of `GET /api/policies`, `GET /api/coverage`
 * and `POST /api/assessments` (the local analyser working in the background) at 1, 10 and 50
 * connections, and beside the list of policies the raw DynamoDB Local query it wraps, sent with the
 * same SDK client at the same concurrency in the same run, so the overhead of gateway and handler
 * is a ratio.
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
  /** Answers that were not what the route gives, and requests that got no answer: both must be 0 for figures to count. */
  readonly failed: number;
}

const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;

/** The value below which a share of the sorted latencies fall. */
function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

/**
 * Runs `connections` closed loops of `send` until `seconds` have passed or `amount` requests were
 * sent; `send` resolves true for an answer the route should give.
 */
export async function closedLoops(
  send: (n: number) => Promise<boolean>,
  options: { connections: number; seconds?: number; amount?: number },
): Promise<Figures> {
  const latencies: number[] = [];
  let failed = 0;
  let sent = 0;
  const started = performance.now();
  const end = started + (options.seconds ?? 3600) * 1000;
  const more = () => performance.now() < end && (options.amount === undefined || sent < options.amount);
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (more()) {
        const n = sent++;
        const at = performance.now();
        const ok = await send(n).catch(() => false);
        latencies.push(performance.now() - at);
        if (!ok) failed++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    p50Ms: round(median(latencies)),
    p99Ms: round(percentile(latencies, 0.99)),
    requestsPerSecond: Math.round(latencies.length / elapsed),
    requests: latencies.length,
    failed,
  };
}

/** A warm-up, then one timed run. */
async function measure(send: (n: number) => Promise<boolean>, connections: number): Promise<Figures> {
  await closedLoops(send, { connections, seconds: WARM_UP_SECONDS });
  return closedLoops(send, { connections, seconds: RUN_SECONDS });
}

/** The Query `GET /api/policies` sends, through the same SDK client the handler uses. */
function rawPolicyQuery(env: Record<string, string>, sub: string) {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: env.DYNAMODB_ENDPOINT,
      region: env.AWS_REGION,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  const query = new QueryCommand({
    TableName: env.TABLE_NAME,
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.userPartition(sub), ':prefix': keys.policyPrefix },
  });
  return async () => ((await client.send(query)).Items?.length ?? 0) > 0;
}

function getAs(url: string, user: TestUser) {
  const headers = { authorization: `Bearer ${user.accessToken}` };
  return async () => {
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    return res.status === 200;
  };
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

/** `POST /api/assessments`: `amount` claims spread over the users, each with its own Idempotency-Key as the app sends. */
function sendClaims(appUrl: string, users: readonly ClaimUser[], connections: number, amount: number) {
  return closedLoops(
    async (n) => {
      const { user, policyId } = users[n % users.length] as ClaimUser;
      const res = await fetch(`${appUrl}/api/assessments`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${user.accessToken}`,
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify(hotelTheftClaim(policyId)),
      });
      await res.arrayBuffer();
      return res.status === 202;
    },
    { connections, amount },
  );
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

interface ListFigures {
  readonly rawQuery: Figures;
  readonly handlerDirect: Figures;
  readonly policies: Figures;
  readonly coverage: Figures;
  /** p50 of GET /api/policies through the gateway over p50 of the raw query. */
  readonly ratio: number;
  /** p50 of the list's handler called directly over p50 of the raw query. */
  readonly handlerRatio: number;
}

async function listRoutes(stack: StackProcess, urls: StackUrls) {
  const reader = await givenASignedInUser(urls);
  let first = '';
  for (const name of ['Annual travel', 'Family trip', 'Ski week']) {
    const created = await givenAReadyTravelPolicy(stack.appUrl, reader, name);
    first ||= created.policy.id;
  }
  await calculatedCoverage(stack.appUrl, reader, 'travel', { policyId: first, keep: true });
  const levels: Record<string, ListFigures> = {};
  const raw = rawPolicyQuery(stack.env, subOf(reader));
  // The list's handler called here, as a Lambda runs it, with the stack's environment: what the
  // function adds to the query, apart from the gateway.
  Object.assign(process.env, stack.env, { LOG_LEVEL: 'silent' });
  resetConfig();
  const direct = async () =>
    (await callRoute(listPoliciesHandler as unknown as RouteHandler, reader, 'GET', '/api/policies'))
      .status === 200;
  for (const connections of CONCURRENCY) {
    const rawQuery = await measure(raw, connections);
    const handlerDirect = await measure(direct, connections);
    const policies = await measure(getAs(`${stack.appUrl}/api/policies`, reader), connections);
    const coverage = await measure(getAs(`${stack.appUrl}/api/coverage`, reader), connections);
    levels[connections] = {
      rawQuery,
      handlerDirect,
      policies,
      coverage,
      ratio: round(policies.p50Ms / rawQuery.p50Ms),
      handlerRatio: round(handlerDirect.p50Ms / rawQuery.p50Ms),
    };
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
      note: `closed loops; ${RUN_SECONDS} s per run after ${WARM_UP_SECONDS} s of warm-up; claims: a fixed number per level (${JSON.stringify(CLAIMS_PER_LEVEL)}) over ${CLAIM_USERS} users, each analysed in the background before the next level. ratio = p50 of GET /api/policies through the gateway over p50 of the raw DynamoDB Local query it wraps (the same SDK client, from this process); handlerRatio = p50 of the list's handler called in this process over the same.`,
      lists,
      claims,
    };
  } finally {
    await stack.stop();
  }
}
