import type {
  Citation,
  CoverageAnalysis,
  CoverStatus,
  SubCoverage,
} from '#functions/analysis/understand/types';
import { type CoverageAnswer, subCoverageSchema } from './answers';
import { parseAnswer } from './client';
import { type CiteCheck, currencyCode, dedupe, stated } from './evidence';
import { COVERAGE_TOOL } from './tool-schemas';

/**
 * The model's coverage answer as the product's CoverageAnalysis: every figure kept only with a
 * quote from the passages sent that states it; each plan's figures from the local table reader,
 * which reads benefit tables by layout, wherever it found plans; each status the model's where it
 * quoted one, else the local reading's (combinedStatus).
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
    status: 'not_stated',
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

/**
 * The status the answer keeps: the model's, quoted; the local reading's where the model could not
 * say (with the local quote when the model gave none), or where the local reading found the cover
 * only optional and the model called it covered: an add-on is never taken for cover one has.
 */
export function combinedStatus(model: CoverStatus, local: CoverStatus | undefined): CoverStatus {
  if (!local) return model;
  if (model === 'not_stated' || (model === 'covered' && local === 'optional')) return local;
  return model;
}

function withLocalStatus(sub: SubCoverage, local: SubCoverage | undefined): SubCoverage {
  const status = combinedStatus(sub.status, local?.status);
  if (status === sub.status) return sub;
  return { ...sub, status, citation: sub.citation ?? local?.citation ?? null };
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
    subCoverages[key] = withLocalStatus(
      withPlans(subCover(answer.subCoverages[key], currency, cite), local.subCoverages[key]),
      local.subCoverages[key],
    );
  const amountCitation = cite(answer.amountCitation);
  const modelStatus = answer.status && amountCitation ? answer.status : 'not_stated';
  const citations: (Citation | null)[] = [
    amountCitation,
    ...Object.values(subCoverages).map((s) => s.citation),
  ];
  return {
    itemType,
    currency,
    amount: stated(answer.amount, amountCitation),
    amountCitation,
    status: combinedStatus(modelStatus, local.status),
    ...(local.plans && local.plans.length > 0 ? { plans: local.plans } : {}),
    subCoverages,
    citations: dedupe(citations),
    tokensUsed: context.tokensUsed,
  };
}
