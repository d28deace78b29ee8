import { z } from 'zod';
import { ULID_PATTERN } from '../constants';
import { ITEM_TYPES } from '../insurance';
import { NOT_A_FORM } from './form-errors';
import { citationSchema } from './policy';
import { ulidParam, type ViewOf } from './replies';

/**
 * Whether the documents give a cover: covered; optional, only with an add-on, an optional extra or
 * a higher plan than the holder may have; not covered; or not stated.
 */
export const COVER_STATUSES = ['covered', 'optional', 'not_covered', 'not_stated'] as const;
export type CoverStatusView = (typeof COVER_STATUSES)[number];

const coverStatusSchema = z
  .enum(COVER_STATUSES)
  .describe(
    'covered; optional (only with an add-on, an optional extra or a higher plan); not_covered; or not_stated when the documents do not say',
  );

/** One plan's figure in a table with one column per plan; null where the plan states none. */
const planFigureSchema = z.object({
  name: z.string(),
  amount: z.number().nullable(),
  status: coverStatusSchema.optional().describe('What the plan’s own cell says (absent in older records)'),
});
export type PlanFigureView = ViewOf<typeof planFigureSchema>;

const subCoverageSchema = z.object({
  amount: z.number().nullable(),
  currency: z.string().nullable().describe('ISO code of the currency the document states the amount in'),
  status: coverStatusSchema,
  tiers: z.array(z.number()).describe("The same row's figures for the policy's other plans or tiers"),
  plans: z
    .array(planFigureSchema)
    .optional()
    .describe('Each plan’s figure, when the documents have one column per plan (absent in older records)'),
  citation: citationSchema.nullable(),
});
export type SubCoverageView = ViewOf<typeof subCoverageSchema>;

/**
 * The terms that most often decide a claim, beside the limits: what the policy asks the holder to
 * pay towards a claim, how long after the start nothing is paid, how soon a claim must be told,
 * whether things left unattended are covered, and where the cover applies.
 */
export const POLICY_TERM_KEYS = ['excess', 'waiting-period', 'notice', 'unattended', 'territory'] as const;
export type PolicyTermKey = (typeof POLICY_TERM_KEYS)[number];

export const POLICY_TERM_LABELS: Readonly<Record<PolicyTermKey, string>> = {
  excess: 'Excess',
  'waiting-period': 'Waiting period',
  notice: 'Time to report a claim',
  unattended: 'Items left unattended',
  territory: 'Where you are covered',
};

const policyTermSchema = z.object({
  key: z.enum(POLICY_TERM_KEYS),
  summary: z.string().describe('What the policy says, in a few plain words'),
  amounts: z
    .array(z.number())
    .optional()
    .describe('For the excess: each amount the documents state, lowest first'),
  currency: z.string().nullable().optional(),
  citation: citationSchema,
});
export type PolicyTermView = ViewOf<typeof policyTermSchema>;

/** The cover worked out for one item kind from one policy's documents, as kept and shown. */
export const coverageViewSchema = z.object({
  itemType: z.enum(ITEM_TYPES),
  storedItemType: z.string(),
  currency: z.string().nullable(),
  amount: z.number().nullable().describe('The headline limit, or null when the documents state none'),
  amountCitation: citationSchema.nullable(),
  status: coverStatusSchema.describe(
    'Whether the documents give the item any cover (a phone on home contents, a health add-on): covered, optional, not_covered or not_stated',
  ),
  plans: z
    .array(planFigureSchema)
    .optional()
    .describe('Each plan’s headline figure, when the documents have plans (absent in older records)'),
  planNames: z
    .array(z.string())
    .optional()
    .describe(
      'Every plan the documents’ tables name for the item, each set of plan columns in turn (absent in older records)',
    ),
  plan: z
    .string()
    .nullable()
    .optional()
    .describe('The plan the figures were read for, or null when the user had not said'),
  subCoverages: z.record(subCoverageSchema),
  citations: z.array(citationSchema),
  terms: z
    .array(policyTermSchema)
    .optional()
    .describe(
      'The terms the documents state, each cited; a term they do not state is left out (absent in older records)',
    ),
  sourcePolicyId: z.string(),
  sourcePolicyName: z.string(),
  updatedAt: z.string(),
});
export type CoverageView = ViewOf<typeof coverageViewSchema>;

/**
 * A request to work out an item's cover, as the API shows it and the app reads it: pending until
 * the coverage worker settles it done (with the cover) or failed (with a message for the user and
 * the HTTP status it stands for, 529 when the analysis service was busy).
 */
const jobBaseSchema = z.object({ id: z.string(), itemType: z.enum(ITEM_TYPES), policyId: z.string() });

export const coverageJobViewSchema = z.discriminatedUnion('status', [
  jobBaseSchema.extend({ status: z.literal('pending') }),
  jobBaseSchema.extend({ status: z.literal('done'), coverage: coverageViewSchema }),
  jobBaseSchema.extend({ status: z.literal('failed'), error: z.string(), errorStatus: z.number().int() }),
]);
export type CoverageJobView = ViewOf<typeof coverageJobViewSchema>;

/** A calculation of an item's kept cover still running, as the coverage list shows it. */
export type RunningCalculation = ViewOf<typeof jobBaseSchema>;

/** GET /api/coverage: the cover last worked out for each item kind, and the calculations still running. */
export const coverageListSchema = z.object({
  coverage: z.array(coverageViewSchema),
  running: z.array(jobBaseSchema),
});
export type CoverageList = ViewOf<typeof coverageListSchema>;

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

/** A coverage calculation's id in the path: a ULID, or nothing of the caller's (404). */
export const coverageJobParams = z.object({ id: ulidParam('Coverage calculation not found') });
