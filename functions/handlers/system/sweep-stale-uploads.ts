import { sweepExports } from '#functions/account/export-sweep';
import { observed } from '#functions/lib/observability';
import { sweepStaleUploads } from '#functions/policies/stale-uploads';

/**
 * Started by its schedule (EventBridge, every 15 minutes; locally the stack's own timer): removes
 * uploads never finished and fails those never read, with their files, and removes the exports
 * of accounts closed lately. The event says nothing it needs. One sweep failing does not keep
 * the other from running; the first failure is reported once both have run.
 */
export const handler = observed(async () => {
  const [uploads, exports] = await Promise.allSettled([sweepStaleUploads(), sweepExports()]);
  if (uploads.status === 'rejected') throw uploads.reason;
  if (exports.status === 'rejected') throw exports.reason;
  return { ...uploads.value, exports: exports.value };
});
