import { observed } from '#functions/lib/observability';
import { sweepStaleUploads } from '#functions/policies/stale-uploads';

/**
 * Started by its schedule (EventBridge, every 15 minutes; locally the stack's own timer): removes
 * uploads never finished and fails those never read, with their files. The event says nothing it
 * needs.
 */
export const handler = observed(async () => sweepStaleUploads());
