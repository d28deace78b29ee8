import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import type { BackgroundFunctionDefinition } from '#functions/routes';
import { type LocalHandler, type LocalLambda, startLocalLambda } from '#scripts/local/lambda';

const definition = (retryAttempts: number, timeoutSeconds = 5): BackgroundFunctionDefinition => ({
  id: 'probe',
  handler: 'handlers/probe',
  permissions: [],
  retryAttempts,
  timeoutSeconds,
});

// This machine's Node is older than the SDK's next versions want; Lambda runs Node 22.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

describe('local Lambda (asynchronous invokes)', () => {
  let lambda: LocalLambda | undefined;
  let logged: string[] = [];
  let dataDir = '';
  afterEach(async () => {
    await lambda?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(handler: LocalHandler, retryAttempts: number, timeoutSeconds?: number) {
    logged = [];
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'policylens-lambda-'));
    lambda = await startLocalLambda({
      functions: {
        'policylens-local-probe': {
          definition: definition(retryAttempts, timeoutSeconds),
          load: async () => handler,
        },
      },
      deadLetterDir: path.join(dataDir, 'dead-letter'),
      retryDelayMs: 5,
      log: (line) => logged.push(line),
    });
    const client = new LambdaClient({
      endpoint: lambda.endpoint,
      region: 'eu-west-2',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const invoke = (payload: unknown, name = 'policylens-local-probe') =>
      client.send(
        new InvokeCommand({
          FunctionName: name,
          InvocationType: 'Event',
          Payload: new TextEncoder().encode(JSON.stringify(payload)),
        }),
      );
    return { invoke, deadLetters: path.join(dataDir, 'dead-letter', 'policylens-local-probe.jsonl') };
  }

  it('answers 202 before the handler runs, then runs it with the event as sent', async () => {
    const seen: unknown[] = [];
    const opened: (() => void)[] = [];
    const gate = new Promise<void>((resolve) => opened.push(resolve));
    const release = () => {
      for (const open of opened) open();
    };
    const { invoke, deadLetters } = await start(async (event) => {
      await gate;
      seen.push(event);
    }, 2);
    const out = await invoke({ sub: 'u1', assessmentId: 'a1', attempt: 1 });
    expect(out.StatusCode).toBe(202);
    expect(seen).toEqual([]);
    release();
    await lambda?.idle();
    expect(seen).toEqual([{ sub: 'u1', assessmentId: 'a1', attempt: 1 }]);
    expect(existsSync(deadLetters)).toBe(false);
  });

  it('retries a failing event retryAttempts times, then dead-letters it', async () => {
    let runs = 0;
    const { invoke, deadLetters } = await start(async () => {
      runs++;
      throw new Error('worker broke');
    }, 1);
    expect((await invoke({ n: 7 })).StatusCode).toBe(202);
    await lambda?.idle();
    expect(runs).toBe(2);
    const lines = readFileSync(deadLetters, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      function: 'policylens-local-probe',
      event: { n: 7 },
      error: 'Error: worker broke',
    });
    expect(logged).toEqual([
      'local lambda: an event of policylens-local-probe failed 2 times and was dead-lettered',
    ]);
  });

  it("ends a run at the function's time limit, as Lambda does", async () => {
    const { invoke, deadLetters } = await start(() => new Promise(() => undefined), 0, 0.2);
    await invoke({});
    await lambda?.idle();
    expect(readFileSync(deadLetters, 'utf8')).toContain('Task timed out after 0.2');
  });

  it('refuses an unknown function as Lambda does', async () => {
    const { invoke } = await start(async () => undefined, 0);
    await expect(invoke({}, 'no-such-function')).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
  });
});
