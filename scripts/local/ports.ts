import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import net from 'node:net';

export const HOST = '127.0.0.1';

/** Thrown when a port the stack needs is taken; the message names the port and its variable. */
export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    readonly variable: string,
  ) {
    super(
      `Port ${port} on ${HOST} is already in use. Stop whatever uses it, or set ${variable} to another port.`,
    );
  }
}

export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, HOST, () => server.close(() => resolve(true)));
  });
}

/** Where free ports are picked from: below the OS's range for outgoing connections, so none takes one meanwhile. */
export function pickRange(localRange: string | undefined): [number, number] {
  const low = Number(/^\s*(\d+)/.exec(localRange ?? '')?.[1]);
  const top = Number.isInteger(low) && low > 12_000 ? low - 1 : 32_767;
  return [10_000, top];
}

function localPortRange(): string | undefined {
  try {
    return readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8');
  } catch {
    return undefined;
  }
}

const handedOut = new Set<number>();

/**
 * A port that is free right now and not handed out before by this process (for tests and
 * benchmarks, which run beside a developer's `npm start`). It comes from below the range the OS
 * gives outgoing connections, so a connection made before the port is bound cannot take it.
 */
export async function freePort(): Promise<number> {
  const [low, high] = pickRange(localPortRange());
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = low + randomInt(high - low + 1);
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    if (await isPortFree(port)) return port;
    handedOut.delete(port);
  }
  throw new Error(`No free port on ${HOST} between ${low} and ${high}.`);
}

export async function waitForPort(port: number, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, HOST);
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not start listening on ${HOST}:${port} within ${timeoutMs / 1000} s`);
}
