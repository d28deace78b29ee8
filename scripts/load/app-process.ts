import { type ChildProcess, spawn } from 'node:child_process';
import { type LocalPorts, PORT_VARIABLES, repoRoot } from '../local/stack';

/**
 * `npm start` run as a child process, as a developer runs it: its own data folder and ports, its
 * output kept. Stopped with a signal to its process id only, so it stops as it would on Ctrl-C.
 */
export interface LaunchedApp {
  readonly pid: number;
  readonly ports: LocalPorts;
  /** Everything it printed so far. */
  output(): string;
  /** Its addresses once it says it is running; fails if it exits first or takes longer. */
  running(timeoutMs?: number): Promise<{ appUrl: string; mailboxUrl: string }>;
  /**
   * Sends the signal and waits for it to exit: its exit code, or the signal that ended it. Past
   * `timeoutMs` it is killed and this fails.
   */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<number | NodeJS.Signals>;
}

export interface AppProcess extends LaunchedApp {
  readonly appUrl: string;
  readonly mailboxUrl: string;
}

export interface StartAppOptions {
  readonly dataDir: string;
  readonly ports: LocalPorts;
  /** The environment it inherits (this process's by default); its own settings are put over it. */
  readonly env?: NodeJS.ProcessEnv;
  /** How long it may take to print its address, a build of the web app included. */
  readonly timeoutMs?: number;
  /**
   * Started as a developer types it, `npm start` (its pid then npm's), rather than as the one
   * process npm ends up running (its pid the app's own).
   */
  readonly viaNpm?: boolean;
}

/** Starts `npm start` and returns at once; `running()` waits for it to be up. */
export function launchApp(opts: Omit<StartAppOptions, 'timeoutMs'>): LaunchedApp {
  const env: NodeJS.ProcessEnv = {
    ...(opts.env ?? process.env),
    POLICYLENS_DATA_DIR: opts.dataDir,
    LOG_LEVEL: 'silent',
  };
  // Handler logs of a test run's own stack are not this app's to write to.
  delete env.LOG_FILE;
  for (const [name, variable] of Object.entries(PORT_VARIABLES) as [keyof LocalPorts, string][])
    env[variable] = String(opts.ports[name]);
  // What `npm start` runs, in one process, so the pid is the app's own (or npm itself, when asked).
  const [command, args] = opts.viaNpm
    ? ['npm', ['start', '--silent', '--', '--no-seed']]
    : [process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--no-seed']];
  const child: ChildProcess = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const pid = child.pid;
  if (pid === undefined) throw new Error('npm start could not be started');
  let output = '';
  const printed: (() => void)[] = [];
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of printed) listener();
  };
  child.stdout?.on('data', read);
  child.stderr?.on('data', read);
  const exited = new Promise<number | NodeJS.Signals>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'SIGKILL')),
  );
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  return {
    pid,
    ports: opts.ports,
    output: () => output,
    running: (timeoutMs = 120_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`npm start did not come up within ${timeoutMs / 1000} s:\n${output}`)),
          timeoutMs,
        );
        const check = () => {
          const appUrl = /Open the app:\s+(\S+)/.exec(output)?.[1];
          const mailboxUrl = /Local mailbox:\s+(\S+)/.exec(output)?.[1];
          if (appUrl && mailboxUrl) {
            clearTimeout(timer);
            resolve({ appUrl, mailboxUrl });
          }
        };
        printed.push(check);
        check();
        void exited.then((code) => {
          clearTimeout(timer);
          reject(new Error(`npm start exited (${code}):\n${output}`));
        });
      }),
    stop: async (signal = 'SIGTERM', timeoutMs = 30_000) => {
      if (hasExited()) return exited;
      process.kill(pid, signal);
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          if (!hasExited()) process.kill(pid, 'SIGKILL');
          reject(new Error(`npm start did not exit within ${timeoutMs / 1000} s of ${signal}`));
        }, timeoutMs);
      });
      try {
        return await Promise.race([exited, late]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** Starts `npm start` and waits until it is up (stopping it if it does not come up). */
export async function startApp(opts: StartAppOptions): Promise<AppProcess> {
  const app = launchApp(opts);
  try {
    return { ...app, ...(await app.running(opts.timeoutMs)) };
  } catch (error) {
    await app.stop('SIGTERM').catch(() => undefined);
    throw error;
  }
}

/** The user pool's app client the running app's sign-in uses, from the config it serves the SPA. */
export async function userPoolClientIdOf(appUrl: string): Promise<string> {
  const res = await fetch(`${appUrl}/config.json`);
  if (!res.ok) throw new Error(`config.json answered ${res.status}`);
  return ((await res.json()) as { userPoolClientId: string }).userPoolClientId;
}
