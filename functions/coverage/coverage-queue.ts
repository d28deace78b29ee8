import { z } from 'zod';
import { invokeAsync } from '../lib/async-invoke';
import { config } from '../lib/config';

/** The event the coverage worker receives: whose job to run. */
export const coverageTaskSchema = z.object({
  sub: z.string().min(1),
  jobId: z.string().min(1),
});
export type CoverageTask = z.infer<typeof coverageTaskSchema>;

/** Starts the coverage worker in the background (retried, then dead-lettered, if it fails). */
export function queueCoverage(task: CoverageTask): Promise<void> {
  return invokeAsync(config().coverageWorkerFunction, 'coverage worker', task);
}
