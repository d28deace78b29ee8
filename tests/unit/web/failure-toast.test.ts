import { beforeEach, describe, expect, it, vi } from 'vitest';

const shown = vi.hoisted(() => ({ calls: [] as [string, Record<string, unknown>][] }));
// The app's toasts, stood in for: the toast area itself is the browser's.
vi.mock('#web/lib/toast/toast', () => ({
  toast: {
    error: (message: string, options: Record<string, unknown>) => shown.calls.push([message, options]),
  },
}));

import { ApiError, NETWORK_ERROR_MESSAGE } from '#web/lib/api-client';
import { failureToast, TRY_AGAIN_LABEL } from '#web/lib/failure-toast';

const BUSY = 'PolicyLens is busy right now. Please try again in a moment.';

beforeEach(() => {
  shown.calls = [];
});

describe('the toast of a failed action', () => {
  it('says the server is busy in its words and offers to try again', () => {
    const retry = vi.fn();
    failureToast('Error deleting policy', new ApiError(503, BUSY), retry);
    const [message, options] = shown.calls[0] ?? [];
    expect(message).toBe(BUSY);
    const action = options?.action as { label: string; onClick: () => void };
    expect(action.label).toBe(TRY_AGAIN_LABEL);
    action.onClick();
    expect(retry).toHaveBeenCalledOnce();
  });

  it('offers to try again when PolicyLens could not be reached', () => {
    failureToast('Error deleting policy', new ApiError(0, NETWORK_ERROR_MESSAGE), () => undefined);
    expect(shown.calls[0]?.[0]).toBe(NETWORK_ERROR_MESSAGE);
    expect(shown.calls[0]?.[1]).toHaveProperty('action');
  });

  it('shows the action’s own message, without a retry, for a failure that will not pass', () => {
    failureToast('Error deleting policy', new ApiError(404, 'Policy not found'), () => undefined, {
      id: 'x',
    });
    expect(shown.calls[0]).toEqual(['Error deleting policy', { id: 'x' }]);
  });
});
