import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { ITEM_TYPES, type ItemType } from '#domain/insurance';
import { COVER_STATUSES, POLICY_TERM_KEYS } from '#domain/schemas/coverage-job';
import type { PolicyTerm } from '#functions/analysis/decide/compare/policy-terms';
import type { StoredCitation } from '../analysis/understand/policy-documents';
import type { CoverStatus, PlanFigure } from '../analysis/understand/types';
import { dynamo } from '../lib/client-dynamodb';
import { config } from '../lib/config';
import { keys } from './keys';
import { queryUser } from './query-user';

/**
 * Item coverage as it is kept, per user and item kind: read by the list without any of the
 * analysis code, so listing stays small and fast.
 */
export interface SubCoverageView {
  readonly amount: number | null;
  readonly currency: string | null;
  readonly status: CoverStatus;
  readonly tiers: number[];
  readonly plans: PlanFigure[];
  readonly citation: StoredCitation | null;
}

/** A term that often decides a claim, as the documents state it, cited with its file's id. */
export type PolicyTermView = Omit<PolicyTerm, 'citation'> & { readonly citation: StoredCitation };

export interface CoverageView {
  readonly itemType: ItemType;
  readonly storedItemType: string;
  readonly currency: string | null;
  readonly amount: number | null;
  readonly amountCitation: StoredCitation | null;
  /** Whether the documents give the item any cover (covered, optional, not covered, not stated). */
  readonly status: CoverStatus;
  /** Each plan's headline figure, when the documents have one column per plan. */
  readonly plans: PlanFigure[];
  /** Every plan the documents' tables name for the item, each set of plan columns in turn (absent in older records). */
  readonly planNames?: string[];
  /** The plan the figures were read for: the one the user holds, or null when not said. */
  readonly plan: string | null;
  readonly subCoverages: Record<string, SubCoverageView>;
  readonly citations: readonly StoredCitation[];
  /** The excess, waiting period, notice deadline, unattended items and territory the documents state. */
  readonly terms: readonly PolicyTermView[];
  readonly sourcePolicyId: string;
  readonly sourcePolicyName: string;
  readonly updatedAt: string;
}

/** A kept coverage: what was worked out, and what working it out cost. */
export interface StoredCoverage {
  readonly sub: string;
  readonly view: CoverageView;
  readonly tokensUsed: number;
}

const citationSchema = z.object({
  file: z.string(),
  page: z.number(),
  quote: z.string(),
  // Citations kept before they named their file's id have none.
  fileId: z.string().nullable().default(null),
  fromScan: z.literal(true).optional(),
});
// A status the app does not know (none was ever written) reads as not stated.
const coverStatus = z.enum(COVER_STATUSES).catch('not_stated');
const planFigureSchema = z.object({
  name: z.string(),
  amount: z.number().nullable(),
  // Plans kept before a plan's cell was read for its status have none.
  status: z.enum(COVER_STATUSES).optional().catch(undefined),
});

/** The stored fields of a coverage view, as older records may hold them. */
const storedViewSchema = z.object({
  itemType: z.enum(ITEM_TYPES),
  storedItemType: z.string(),
  currency: z.string().nullable(),
  amount: z.number().nullable(),
  amountCitation: citationSchema.nullable(),
  // Coverage kept before the headline had a status has none (withHeadlineStatus).
  status: z.enum(COVER_STATUSES).optional().catch(undefined),
  plans: z.array(planFigureSchema).default([]),
  // Coverage kept before every set of plans was listed has none: the figures' plans stand in.
  planNames: z.array(z.string()).optional(),
  plan: z.string().nullable().default(null),
  subCoverages: z.record(
    z.object({
      amount: z.number().nullable(),
      currency: z.string().nullable(),
      status: coverStatus,
      tiers: z.array(z.number()).default([]),
      plans: z.array(planFigureSchema).default([]),
      citation: citationSchema.nullable(),
    }),
  ),
  citations: z.array(citationSchema),
  // Coverage kept before terms were read has none.
  terms: z
    .array(
      z.object({
        key: z.enum(POLICY_TERM_KEYS),
        summary: z.string(),
        amounts: z.array(z.number()).optional(),
        currency: z.string().nullable().optional(),
        citation: citationSchema,
      }),
    )
    .default([]),
  sourcePolicyId: z.string(),
  sourcePolicyName: z.string(),
  updatedAt: z.string(),
});

/**
 * A kept view with the headline's status: an older record without one is covered where it kept a
 * figure or a covered sub-cover, and not stated otherwise (the next calculation says more).
 */
function withHeadlineStatus<V extends z.output<typeof storedViewSchema>>(
  view: V,
): V & { status: CoverStatus } {
  if (view.status) return { ...view, status: view.status };
  const covered =
    view.amount !== null || Object.values(view.subCoverages).some((s) => s.status === 'covered');
  return { ...view, status: covered ? 'covered' : 'not_stated' };
}

/** The stored shape of a coverage view (also inside a coverage job's row). */
export const coverageViewSchema = storedViewSchema.transform(withHeadlineStatus);

const itemSchema = storedViewSchema.extend({
  PK: z.string().startsWith(keys.userPartition('')),
  SK: z.string().startsWith(keys.coveragePrefix),
  tokensUsed: z.number().default(0),
});

export function coverageToItem(coverage: StoredCoverage): Record<string, unknown> {
  const { sub, view, tokensUsed } = coverage;
  return { ...keys.coverage(sub, view.itemType), entity: 'coverage', ...view, tokensUsed };
}

export function coverageFromItem(item: Record<string, unknown>): StoredCoverage {
  const { PK, SK: _sk, tokensUsed, ...view } = itemSchema.parse(item);
  return { sub: keys.subOf(PK) ?? '', view: withHeadlineStatus(view), tokensUsed };
}

/** Keeps a worked-out coverage for its item kind (the latest replaces the one before). */
export async function saveCoverage(sub: string, view: CoverageView, tokensUsed: number): Promise<void> {
  await dynamo().send(
    new PutCommand({ TableName: config().tableName, Item: coverageToItem({ sub, view, tokensUsed }) }),
  );
}

/**
 * The user's kept coverage, one per item kind, in the order the kinds are listed (a kind no longer
 * offered is left out).
 */
export async function listCoverage(sub: string): Promise<CoverageView[]> {
  const offered = new Set<unknown>(ITEM_TYPES);
  const items = await queryUser(sub, { prefix: keys.coveragePrefix });
  return items
    .filter((item) => offered.has(item.itemType))
    .map((item) => coverageFromItem(item).view)
    .sort((a, b) => ITEM_TYPES.indexOf(a.itemType) - ITEM_TYPES.indexOf(b.itemType));
}
