import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { javaProblem } from '#scripts/local/dynamodb';
import { freePort, HOST, isPortFree, PortInUseError, pickRange } from '#scripts/local/ports';
import { DEFAULT_PORTS, portsFromEnv, startLocalStack } from '#scripts/local/stack';

describe('local stack start-up', () => {
  it('takes ports from their variables and refuses a value that is not a port', () => {
    expect(portsFromEnv({ PORT: '4000', SMTP_PORT: '2626' })).toEqual({
      ...DEFAULT_PORTS,
      app: 4000,
      smtp: 2626,
    });
    expect(() => portsFromEnv({ DYNAMODB_PORT: 'abc' })).toThrow(
      'DYNAMODB_PORT must be a port number between 1 and 65535, not "abc".',
    );
  });

  it('names the taken port and the variable that moves it', async () => {
    const port = await freePort();
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(port, HOST, resolve));
    try {
      expect(await isPortFree(port)).toBe(false);
      const ports = {
        ...DEFAULT_PORTS,
        app: port,
        dynamodb: await freePort(),
        s3: await freePort(),
        cognito: await freePort(),
        mailbox: await freePort(),
        smtp: await freePort(),
      };
      const error = await startLocalStack({ dataDir: '/tmp/policylens-never-used', ports }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(PortInUseError);
      expect((error as Error).message).toBe(
        `Port ${port} on 127.0.0.1 is already in use. Stop whatever uses it, or set PORT to another port.`,
      );
    } finally {
      blocker.close();
    }
  });

  it('picks free ports below the range outgoing connections use, never the same one twice', async () => {
    expect(pickRange('32768\t60999\n')).toEqual([10_000, 32_767]);
    expect(pickRange('40000 60999')).toEqual([10_000, 39_999]);
    expect(pickRange(undefined)).toEqual([10_000, 32_767]);
    const ports = await Promise.all(Array.from({ length: 30 }, () => freePort()));
    expect(new Set(ports).size).toBe(30);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(10_000);
      expect(port).toBeLessThanOrEqual(32_767);
    }
  });

  it('says in one line when Java is missing', () => {
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      const problem = javaProblem();
      expect(problem).toMatch(/^PolicyLens needs Java 17 or newer/);
      expect(problem).not.toContain('\n');
    } finally {
      process.env.PATH = path;
    }
  });
});
