import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { javaProblem } from './local/dynamodb';
import { DEFAULT_LOCAL_MAIL_DOMAINS } from './local/mail-verdicts';
import { PortInUseError } from './local/ports';
import { ensureDemoAccount } from './local/seed-demo';
import { portsFromEnv, repoRoot, startLocalStack } from './local/stack';

/** `npm start`: builds the SPA when its sources changed, starts the local stack, prints the URLs. */
function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function webIsStale(): boolean {
  const built = path.join(repoRoot, 'dist/web/index.html');
  if (!existsSync(built)) return true;
  const sources = Math.max(
    newestMtime(path.join(repoRoot, 'web')),
    newestMtime(path.join(repoRoot, 'domain')),
    newestMtime(path.join(repoRoot, 'scripts/prerender')),
    statSync(path.join(repoRoot, 'scripts/build-web.ts')).mtimeMs,
    statSync(path.join(repoRoot, 'vite.config.ts')).mtimeMs,
  );
  return sources > statSync(built).mtimeMs;
}

/** The demo domain, and any given in LOCAL_MAIL_DOMAINS (comma-separated) to send policies from your own address. */
function localMailDomains(): string[] {
  const extra = (process.env.LOCAL_MAIL_DOMAINS ?? '').split(',').map((d) => d.trim().toLowerCase());
  return [...DEFAULT_LOCAL_MAIL_DOMAINS, ...extra.filter(Boolean)];
}

async function main(): Promise<void> {
  const java = javaProblem();
  if (java) {
    console.error(java);
    process.exit(1);
  }
  const ports = portsFromEnv(process.env);
  if (webIsStale()) {
    console.log('Building the web app…');
    // Always the production build of React, whatever NODE_ENV the caller had (test runners set 'test').
    const build = spawnSync('npm', ['run', '--silent', 'build', '--', '--logLevel', 'warn'], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const started = Date.now();
  const dataDir = process.env.POLICYLENS_DATA_DIR ?? path.join(repoRoot, '.local');
  let stack: Awaited<ReturnType<typeof startLocalStack>>;
  try {
    stack = await startLocalStack({ dataDir, ports, mailDomains: localMailDomains() });
  } catch (error) {
    console.error(error instanceof PortInUseError ? error.message : error);
    process.exit(1);
  }
  let demo: { email: string; password: string } | undefined;
  if (!process.argv.includes('--no-seed')) {
    try {
      demo = await ensureDemoAccount({
        appUrl: stack.appUrl,
        userPoolId: stack.env.USER_POOL_ID ?? '',
        userPoolClientId: stack.env.USER_POOL_CLIENT_ID ?? '',
        cognitoEndpoint: stack.env.COGNITO_ENDPOINT ?? '',
        markerFile: path.join(dataDir, 'demo-account.json'),
      });
    } catch (error) {
      console.error(`The demo account could not be created: ${(error as Error).message}`);
    }
  }
  console.log(`\nPolicyLens is running (started in ${((Date.now() - started) / 1000).toFixed(1)} s).`);
  console.log(`  Open the app:   ${stack.appUrl}`);
  console.log(`  Local mailbox:  ${stack.mailboxUrl}  (every e-mail the app sends lands here)`);
  console.log(
    `  E-mail a policy: send PDFs to ${stack.smtp.uploadAddress} through SMTP ${stack.smtp.host}:${stack.smtp.port}`,
  );
  if (demo)
    console.log(
      `  Demo account:   ${demo.email} / ${demo.password}  (two sample policies; skip with --no-seed)`,
    );
  console.log('  Data is kept in .local/. Press Ctrl-C to stop.\n');
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping PolicyLens…');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
