// Runs one command for the local stack so that it never outlives the stack: the stack holds this
// process's standard input, and when that closes (the stack stopped, or died without a word, as
// under kill -9) or this process is adopted by another parent, the command is stopped: SIGTERM,
// then SIGKILL if it has not gone within five seconds. A signal sent here is passed on. Plain
// JavaScript, so it starts in a moment without the TypeScript loader.
//
//   node child-guard.mjs <pid file> <command> [arguments…]
//
// The pid file says which processes are ours (this one and the command), so that a later start
// can stop what a crash left (scripts/local/own-processes.ts); it goes when the command exits.
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';

const [pidFile, command, ...args] = process.argv.slice(2);
if (!pidFile || !command) {
  console.error('usage: child-guard.mjs <pid file> <command> [arguments…]');
  process.exit(2);
}
const parent = process.ppid;
const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
if (child.pid) writeFileSync(pidFile, JSON.stringify({ pids: [process.pid, child.pid] }));

let stopping = false;
function stop(signal) {
  if (stopping || child.exitCode !== null || child.signalCode !== null) return;
  stopping = true;
  child.kill(signal);
  setTimeout(() => child.kill('SIGKILL'), 5000).unref();
}

process.stdin.on('end', () => stop('SIGTERM'));
process.stdin.on('error', () => stop('SIGTERM'));
process.stdin.resume();
setInterval(() => {
  if (process.ppid !== parent) stop('SIGTERM');
}, 500).unref();
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => stop(signal));
child.on('error', (error) => {
  console.error(`${command} could not be started: ${error.message}`);
  process.exit(127);
});
child.on('exit', (code, signal) => {
  rmSync(pidFile, { force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
