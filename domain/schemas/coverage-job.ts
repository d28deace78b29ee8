import { z } from 'zod';
import { ULID_PATTERN } from '../constants';
import { ITEM_TYPES, type ItemType } from '../insurance';
import { NOT_A_FORM } from './form-errors';

/**
 * A request to work out an item's cover, as the API shows it and the app reads it: pending until
 * the coverage worker settles it done (with the cover) or failed (with a message for the user and
 * the HTTP status it stands for, 529 when the analysis service was busy).
 */
interface JobBase {
  readonly id: string;
  readonly itemType: ItemType;
  readonly policyId: string;
}

export type CoverageJobView<Coverage> =
  | (JobBase & { readonly status: 'pending' })
  | (JobBase & { readonly status: 'done'; readonly coverage: Coverage })
  | (JobBase & { readonly status: 'failed'; readonly error: string; readonly errorStatus: number });

/** A calculation of an item's kept cover still running, as the coverage list shows it. */
export type RunningCalculation = JobBase;

/** What the coverage route takes: `keep: false` works the cover out for a comparison only. */
export const coverageRequestSchema = z.object(
  {
    policyId: z
      .string({ required_error: 'Please select a policy', invalid_type_error: 'Selected policy not found' })
      .min(1, 'Please select a policy')
      .regex(ULID_PATTERN, 'Selected policy not found'),
    keep: z.boolean({ invalid_type_error: 'Whether to keep the cover must be true or false' }).default(true),
  },
  NOT_A_FORM,
);

export const coverageItemParams = z.object({
  itemType: z.enum(ITEM_TYPES, { errorMap: () => ({ message: 'Unknown item type' }) }),
});
