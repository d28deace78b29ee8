import type { Citation, CoverageAnalysis, SubCoverage } from '#functions/analysis/understand/types';
import { type CoverageAnswer, subCoverageSchema } from './answers';
import { parseAnswer } from './client';
import { type CiteCheck, currencyCode, dedupe, stated } from './evidence';
import { COVERAGE_TOOL } from './tool-schemas';

/**
 * The model's coverage answer as the product's CoverageAnalysis: every figure and status kept only
 * with a quote from the documents sent that states it. The local table reader's figures were sent
 * as hints; its plan rows are kept only where the model read the same figure.
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
 * A sub-cover with the plans the table reader found for it, only where the model's own quoted
 * figure is one of them: the reader's figures are hints, and a plan row is shown only when the
 * model read the same figure from the document.
 */
function withPlans(sub: SubCoverage, local: SubCoverage | undefined): SubCoverage {
  const plans = local?.plans ?? [];
  if (plans.length === 0 || sub.amount === null) return sub;
  return plans.some((p) => p.amount === sub.amount) ? { ...sub, plans } : sub;
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
  for (const key of keys)
    subCoverages[key] = withPlans(
      subCover(answer.subCoverages[key], currency, cite),
      local.subCoverages[key],
    );
  const amountCitation = cite(answer.amountCitation);
  // The item's status stands on the words the model quoted for it (or for its headline figure).
  const statusCitation = cite(answer.statusCitation) ?? amountCitation;
  const modelStatus = answer.status && statusCitation ? answer.status : 'not_stated';
  const citations: (Citation | null)[] = [
    amountCitation,
    statusCitation,
    ...Object.values(subCoverages).map((s) => s.citation),
  ];
  return {
    itemType,
    currency,
    amount: stated(answer.amount, amountCitation),
    amountCitation,
    status: modelStatus,
    subCoverages,
    citations: dedupe(citations),
    tokensUsed: context.tokensUsed,
  };
}
