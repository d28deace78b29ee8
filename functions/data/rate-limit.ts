import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { dynamo } from '../lib/client-dynamodb';
import { config } from '../lib/config';
import { ThrottledError } from '../lib/errors';
import { keys } from './keys';
import { conditionFailed } from './update-expression';

/**
 * A fixed-window counter per key in the table (expired by TTL): the call that would pass the limit
 * in the current window is refused. One row per limit and window.
 */
export interface RateWindow {
  /** What is limited, and for whom: `analysis-claims#<sub>`, `contact#<ip>`… */
  readonly limitKey: string;
  /** When the window began (epoch seconds). */
  readonly windowStart: number;
  readonly hits: number;
  /** When the row is dropped (TTL, epoch seconds). */
  readonly expiresAt: number;
}

const itemSchema = z.object({
  PK: z.string().startsWith(keys.rateWindow('', 0).PK),
  SK: z.string().regex(/^\d+$/),
  hits: z.number().int().nonnegative(),
  expiresAt: z.number().int(),
});

export function rateWindowToItem(window: RateWindow): Record<string, unknown> {
  return {
    ...keys.rateWindow(window.limitKey, window.windowStart),
    hits: window.hits,
    expiresAt: window.expiresAt,
  };
}

export function rateWindowFromItem(item: Record<string, unknown>): RateWindow {
  const { PK, SK, hits, expiresAt } = itemSchema.parse(item);
  return { ...keys.rateWindowOf({ PK, SK }), hits, expiresAt };
}

/** The window a moment falls in, and when its row may go (a window later). Pure. */
export function windowAt(limitKey: string, nowSeconds: number, windowSeconds: number): RateWindow {
  const windowStart = nowSeconds - (nowSeconds % windowSeconds);
  return { limitKey, windowStart, hits: 0, expiresAt: windowStart + windowSeconds * 2 };
}

/**
 * Counts one call against a limit, or refuses it with ThrottledError and when the window ends;
 * `message` may say that time.
 */
export async function takeToken(
  limitKey: string,
  limit: number,
  windowSeconds: number,
  message?: string | ((retryAt: Date) => string),
): Promise<void> {
  const window = windowAt(limitKey, Math.floor(Date.now() / 1000), windowSeconds);
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: config().tableName,
        Key: keys.rateWindow(window.limitKey, window.windowStart),
        UpdateExpression: 'ADD hits :one SET expiresAt = :expires',
        ConditionExpression: 'attribute_not_exists(hits) OR hits < :limit',
        ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':expires': window.expiresAt },
      }),
    );
  } catch (error) {
    if (conditionFailed(error)) {
      const retryAt = new Date((window.windowStart + windowSeconds) * 1000);
      throw new ThrottledError(typeof message === 'function' ? message(retryAt) : message, retryAt);
    }
    throw error;
  }
}
