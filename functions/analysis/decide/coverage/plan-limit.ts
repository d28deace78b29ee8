import { readAmounts } from '#functions/analysis/understand/amounts';
import { type BenefitRow, benefitTables } from '#functions/analysis/understand/benefit-table';
import type {
  Citation,
  ClaimAssessment,
  MoneyFigure,
  PolicyDocument,
} from '#functions/analysis/understand/types';
import { planCell } from './table-coverage';

/**
 * A claim's limit for the plan its holder has. Where the limit is read from a row of a table with
 * one column per plan ("Baggage £1,500 £2,500 £4,000"), the figure is the held plan's cell of that
 * row, cited to the same row; a row with one figure for every plan keeps it. Without a held plan,
 * or a plan no column names, the limit stands as read.
 */

const spaced = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** The plan rows whose every figure stands in the limit's quote, on the quoted page. */
function rowsQuoted(documents: readonly PolicyDocument[], citation: Citation, amount: number): BenefitRow[] {
  const quoted = readAmounts(citation.quote).map((a) => a.value);
  const document = documents.find((d) => d.file === citation.file);
  if (!document || quoted.length < 2) return [];
  return benefitTables(document)
    .filter((t) => t.page === citation.page)
    .flatMap((t) => t.rows)
    .filter((row) => {
      const named = row.plans.filter((c) => c.name);
      const figures = named.flatMap((c) => (c.amount === null ? [] : [c.amount]));
      return named.length > 1 && figures.includes(amount) && figures.every((f) => quoted.includes(f));
    });
}

/** The one row the limit is read from: the row quoted as it stands when several could be. */
function rowOfLimit(documents: readonly PolicyDocument[], limit: MoneyFigure): BenefitRow | undefined {
  if (!limit.citation) return undefined;
  const rows = rowsQuoted(documents, limit.citation, limit.amount);
  if (rows.length <= 1) return rows[0];
  const quote = spaced(limit.citation.quote);
  const same = rows.filter((r) => quote.includes(spaced(r.quote)) || spaced(r.quote).includes(quote));
  return same.length === 1 ? same[0] : undefined;
}

/**
 * The held plan's limit: its figure from its own column, `null` where its cell gives nothing
 * ("Nil", "Not covered"), or `undefined` where the limit does not depend on the plan.
 */
export function limitForPlan(
  documents: readonly PolicyDocument[],
  limit: MoneyFigure | null,
  plan: string | null | undefined,
): MoneyFigure | null | undefined {
  if (!limit || !plan) return undefined;
  const row = rowOfLimit(documents, limit);
  const cell = row && planCell(row.plans, plan);
  if (!row || !cell || cell.kind === 'missing') return undefined;
  if (cell.amount === limit.amount) return undefined;
  if (cell.kind === 'nil') return null;
  if (cell.amount === null) return undefined;
  const citation = { file: row.file, page: row.page, quote: row.quote };
  return { amount: cell.amount, currency: cell.currency ?? limit.currency, citation };
}

/**
 * The payout under the new limit, as the first was worked out: the loss up to the limit, less
 * the excess. A cap below the old limit (a single article's) still applies.
 */
function payoutUnder(result: ClaimAssessment, limit: MoneyFigure | null, loss: number): number | null {
  const paid = result.estimatedPayout;
  if (paid === null || !limit || !result.limit) return null;
  const excess = result.excess?.amount ?? 0;
  const capped = paid > 0 && paid + excess < Math.min(loss, result.limit.amount) ? paid + excess : Infinity;
  return Math.max(0, Math.min(loss, limit.amount, capped) - excess);
}

/** The assessment with its limit and payout for the held plan. */
export function claimForPlan(
  documents: readonly PolicyDocument[],
  result: ClaimAssessment,
  facts: { readonly plan?: string | null; readonly estimatedValue: number },
): ClaimAssessment {
  const limit = limitForPlan(documents, result.limit, facts.plan);
  if (limit === undefined) return result;
  return {
    ...result,
    limit,
    estimatedPayout: payoutUnder(result, limit, facts.estimatedValue),
  };
}
