import { z } from 'zod';
import { keys } from './keys';
import { putOnce } from './put-once';

/** One visitor's first exposure to an experiment, and the variation they saw. */
export interface Exposure {
  readonly experimentId: string;
  readonly visitorId: string;
  readonly variationId: string;
  readonly createdAt: string;
}

const itemSchema = z.object({
  PK: z.string().startsWith(keys.exposure('', '').PK),
  SK: z.string().startsWith(keys.exposure('', '').SK),
  variationId: z.string(),
  createdAt: z.string(),
});

export function exposureToItem(exposure: Exposure): Record<string, unknown> {
  const { experimentId, visitorId, ...fields } = exposure;
  return { ...keys.exposure(experimentId, visitorId), ...fields };
}

export function exposureFromItem(item: Record<string, unknown>): Exposure {
  const { PK, SK, ...fields } = itemSchema.parse(item);
  return { ...keys.exposureOf({ PK, SK }), ...fields };
}

/** Records an exposure once per visitor and experiment; false when it was recorded already. */
export function insertExposure(exposure: Exposure): Promise<boolean> {
  return putOnce(exposureToItem(exposure));
}
