import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from '../local/ports';
import { type LocalPorts, PORT_VARIABLES, repoRoot } from '../local/stack';

/**
 * `npm start` run as a child process, as a developer runs it: its own data folder and ports, its
 * output kept. Stopped with a signal to its process id only, so it stops as it would on Ctrl-C.
 */
export interface AppProcess {
  readonly pid: number;
  readonly appUrl: string;
  readonly mailboxUrl: string;
  readonly ports: LocalPorts;
  /** Everything it printed so far. */
  output(): string;
  /** Sends the signal and waits (up to `timeoutMs`) for it to exit; its exit code, or its signal. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<number | NodeJS.Signals>;
}

/** A free port for every service. */
export async function freeAppPorts(): Promise<LocalPorts> {
  const ports: Partial<LocalPorts> = {};
  for (const name of Object.keys(PORT_VARIABLES) as (keyof LocalPorts)[]) ports[name] = await freePort();
  return ports as LocalPorts;
}

export interface StartAppOptions {
  readonly dataDir: string;
  readonly ports: LocalPorts;
  /** The environment it inherits (this process's by default); its own settings are put over it. */
  readonly env?: NodeJS.ProcessEnv;
  /** How long it may take to print its address, a build of the web app included. */
  readonly timeoutMs?: number;
}

export async function startApp(opts: StartAppOptions): Promise<AppProcess> {
  const env: NodeJS.ProcessEnv = {
    ...(opts.env ?? process.env),
    POLICYLENS_DATA_DIR: opts.dataDir,
    LOG_LEVEL: 'silent',
  };
  // Handler logs of a test run's own stack are not this app's to write to.
  delete env.LOG_FILE;
  for (const [name, variable] of Object.entries(PORT_VARIABLES) as [keyof LocalPorts, string][])
    env[variable] = String(opts.ports[name]);
  // What `npm start` runs, in one process, so the pid is the app's own.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--no-seed'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | NodeJS.Signals>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'SIGKILL')),
  );
  const urls = await new Promise<{ app: string; mailbox: string }>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(
        new Error(`npm start did not come up within ${(opts.timeoutMs ?? 120_000) / 1000} s:\n${output}`),
      );
    }, opts.timeoutMs ?? 120_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const app = /Open the app:\s+(\S+)/.exec(output)?.[1];
      const mailbox = /Local mailbox:\s+(\S+)/.exec(output)?.[1];
      if (app && mailbox) {
        clearTimeout(timer);
        resolve({ app, mailbox });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited (${code}):\n${output}`));
    });
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('npm start has no process id');
  return {
    pid,
    appUrl: urls.app,
    mailboxUrl: urls.mailbox,
    ports: opts.ports,
    output: () => output,
    stop: async (signal = 'SIGTERM', timeoutMs = 30_000) => {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      process.kill(pid, signal);
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`npm start did not exit within ${timeoutMs / 1000} s of ${signal}`)),
          timeoutMs,
        );
      });
      try {
        return await Promise.race([exited, late]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** The user pool's app client the running app's sign-in uses, from the config it serves the SPA. */
export async function userPoolClientIdOf(appUrl: string): Promise<string> {
  const res = await fetch(`${appUrl}/config.json`);
  if (!res.ok) throw new Error(`config.json answered ${res.status}`);
  return ((await res.json()) as { userPoolClientId: string }).userPoolClientId;
}
