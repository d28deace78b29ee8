import type { Citation, CoverageAnalysis, SubCoverage } from '../types';
import { type CoverageAnswer, subCoverageSchema } from './answers';
import { parseAnswer } from './client';
import { type CiteCheck, currencyCode, dedupe, stated } from './evidence';
import { COVERAGE_TOOL } from './tool-schemas';

/**
 * The model's coverage answer as the product's CoverageAnalysis: every figure kept only with a
 * quote from the passages sent that states it; each plan's figures from the local table reader,
 * which reads benefit tables by layout, wherever it found plans.
 */
export function notStated(currency: string | null): SubCoverage {
  return { amount: null, currency, status: 'not_stated', citation: null };
}

export function emptyCoverage(
  itemType: string,
  keys: readonly string[],
  currency: string | null,
): CoverageAnalysis {
  return {
    itemType,
    currency,
    amount: null,
    amountCitation: null,
    subCoverages: Object.fromEntries(keys.map((k) => [k, notStated(currency)])),
    citations: [],
    tokensUsed: 0,
  };
}

function subCover(raw: unknown, currency: string | null, cite: CiteCheck): SubCoverage {
  if (raw === undefined || raw === null) return notStated(currency);
  const sub = parseAnswer(subCoverageSchema, raw, COVERAGE_TOOL);
  const citation = cite(sub.citation);
  return {
    amount: stated(sub.amount, citation),
    currency,
    status: citation ? sub.status : 'not_stated',
    citation,
  };
}

/** A sub-cover with the plans the table reader found for it. */
function withPlans(sub: SubCoverage, local: SubCoverage | undefined): SubCoverage {
  return local?.plans && local.plans.length > 0 ? { ...sub, plans: local.plans } : sub;
}

export function coverageFromAnswer(
  answer: CoverageAnswer,
  context: {
    itemType: string;
    keys: readonly string[];
    fallbackCurrency: string | null;
    cite: CiteCheck;
    local: CoverageAnalysis;
    tokensUsed: number;
  },
): CoverageAnalysis {
  const { itemType, keys, cite, local } = context;
  const currency = currencyCode(answer.currency) ?? context.fallbackCurrency;
  const subCoverages: Record<string, SubCoverage> = {};
  // Sub-covers the table reader found beyond the product's list (a phone limit in a travel table) are kept as read.
  for (const [key, sub] of Object.entries(local.subCoverages))
    if (!keys.includes(key)) subCoverages[key] = sub;
  for (const key of keys)
    subCoverages[key] = withPlans(
      subCover(answer.subCoverages[key], currency, cite),
      local.subCoverages[key],
    );
  const amountCitation = cite(answer.amountCitation);
  const citations: (Citation | null)[] = [
    amountCitation,
    ...Object.values(subCoverages).map((s) => s.citation),
  ];
  return {
    itemType,
    currency,
    amount: stated(answer.amount, amountCitation),
    amountCitation,
    ...(local.plans && local.plans.length > 0 ? { plans: local.plans } : {}),
    subCoverages,
    citations: dedupe(citations),
    tokensUsed: context.tokensUsed,
  };
}
