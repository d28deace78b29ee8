import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTimeout } from '#web/lib/with-timeout';

describe('withTimeout', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves with the value when it arrives in time', async () => {
    await expect(withTimeout(Promise.resolve(42), 1000, 'too slow')).resolves.toBe(42);
  });

  it('rejects with the message when time runs out', async () => {
    vi.useFakeTimers();
    const result = withTimeout(new Promise(() => {}), 120_000, 'too slow');
    vi.advanceTimersByTime(120_000);
    await expect(result).rejects.toThrow('too slow');
  });

  it('passes on the original failure', async () => {
    await expect(withTimeout(Promise.reject(new Error('offline')), 1000, 'too slow')).rejects.toThrow(
      'offline',
    );
  });
});
