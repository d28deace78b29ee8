import { afterEach, describe, expect, it } from 'vitest';
import { type ServiceThread, startServiceThread, ThreadError } from '#scripts/local/threads/service-thread';

const ECHO = new URL('../../../fixtures/echo-thread.ts', import.meta.url);

describe('a local service on its own thread', () => {
  let thread: ServiceThread<{ greeting: string }> | undefined;
  afterEach(async () => {
    await thread?.stop();
    thread = undefined;
  });

  it('starts with the options given, answers calls and passes on its events', async () => {
    process.env.ECHO_THREAD_SETTING = 'shared';
    thread = await startServiceThread(ECHO, { greeting: 'hello' });
    expect(thread.ready).toEqual({ greeting: 'hello' });
    const heard: unknown[] = [];
    thread.on('echoed', (payload) => heard.push(payload));
    // The environment is shared: what the stack sets after the thread started is seen there.
    process.env.ECHO_THREAD_SETTING = 'set later';
    expect(await thread.call('echo', { n: 1 })).toEqual({ value: { n: 1 }, threadEnv: 'set later' });
    expect(heard).toEqual([{ n: 1 }]);
  });

  it('rejects a call with the error the service threw, its type kept', async () => {
    thread = await startServiceThread(ECHO, { greeting: 'hello' });
    const error = await thread.call('refuse').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ThreadError);
    expect(error).toMatchObject({ message: 'User does not exist.', errorType: 'UserNotFoundException' });
    await expect(thread.call('missing')).rejects.toThrow('no method missing');
  });

  it('stops the service before the thread ends', async () => {
    thread = await startServiceThread(ECHO, { greeting: 'hello' });
    const heard: unknown[] = [];
    thread.on('stopping', (payload) => heard.push(payload));
    await thread.stop();
    thread = undefined;
    expect(heard).toEqual([true]);
  });

  it('fails to start with the error the service gave', async () => {
    await expect(startServiceThread(ECHO, { greeting: 'hello', failStart: true })).rejects.toMatchObject({
      name: 'PortInUseError',
      message: 'port taken',
    });
  });
});
