import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { resetConfig } from '#functions/lib/config';
import { freeLocalPorts, LOCAL_NAMES, repoRoot } from '../local/stack';
import { startApp } from './app-process';
import { nothingLost, runLoad } from './load-driver';

/**
 * `npm run load`: starts `npm start` on free ports with throwaway data, runs the simulated users
 * against it (50 for 60 s unless told otherwise: `npm run load -- --users 20 --seconds 30`),
 * checks that nothing acknowledged was lost, writes the summary to bench/results/load.json and
 * stops the app. Exits 1 when something was lost.
 */
const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '60' },
    out: { type: 'string', default: path.join(repoRoot, 'bench/results/load.json') },
  },
});
const users = Number(values.users);
const seconds = Number(values.seconds);
if (!Number.isInteger(users) || users < 1 || !(seconds > 0)) {
  console.error('--users must be a whole number of users and --seconds a number of seconds.');
  process.exit(2);
}

// This machine's Node may be older than the SDK's next versions want; Lambda runs Node 22.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'policylens-load-'));
const ports = await freeLocalPorts();
console.log('Starting PolicyLens…');
const app = await startApp({ dataDir, ports, timeoutMs: 240_000 });
try {
  const served = (await (await fetch(`${app.appUrl}/config.json`)).json()) as {
    userPoolId: string;
    userPoolClientId: string;
  };
  // The check reads the app's table with the store modules, configured as the app's handlers are.
  Object.assign(process.env, {
    STAGE: 'local',
    LOG_LEVEL: 'silent',
    AWS_REGION: LOCAL_NAMES.region,
    TABLE_NAME: LOCAL_NAMES.table,
    DOCUMENTS_BUCKET: LOCAL_NAMES.documentsBucket,
    USER_POOL_ID: served.userPoolId,
    USER_POOL_CLIENT_ID: served.userPoolClientId,
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${ports.dynamodb}`,
    S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
    // Required by the configuration; only the gateway's requests use it, and the check makes none.
    ORIGIN_SECRET: 'the-check-only-reads-the-table',
  });
  resetConfig();
  console.log(`${users} users for ${seconds} s against ${app.appUrl}…`);
  const summary = await runLoad({
    urls: { appUrl: app.appUrl, mailboxUrl: app.mailboxUrl, userPoolClientId: served.userPoolClientId },
    users,
    durationMs: seconds * 1000,
  });
  mkdirSync(path.dirname(values.out), { recursive: true });
  writeFileSync(values.out, `${JSON.stringify(summary, null, 2)}\n`);
  const { acknowledged: ack, check } = summary;
  console.log(
    [
      `Registered ${summary.registered} of ${users} users; ${summary.requests.total} requests (${summary.requests.perSecond}/s, p95 ${summary.requests.latencyMs.p95} ms).`,
      `Acknowledged: ${ack.policiesCreated} policies created, ${ack.policiesCompleted} completed, ${ack.policiesDeleted} deleted, ${ack.assessments} assessments, ${ack.coverageCalculations} cover calculations; ${summary.throttled.total} answered 429.`,
      `Check: ${check.lost} lost, ${check.duplicated} duplicated, ${check.notDeleted} not deleted, ${check.stuckPending} stuck pending, ${check.inconsistent} inconsistent.`,
      ...check.problems.map((p) => `  ${p}`),
      `Summary written to ${path.relative(process.cwd(), values.out)}.`,
    ].join('\n'),
  );
  process.exitCode = nothingLost(summary) ? 0 : 1;
} finally {
  await app.stop('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
