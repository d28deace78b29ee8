import type { PolicyDatesUsed, PolicyDateUsed } from '#domain/schemas/claim';
import { readPeriod } from '../analysis/understand/policy-period';
import type { PolicyDocument } from '../analysis/understand/types';
import type { StoredFile } from '../data/policy-entity';

const NOT_STATED: PolicyDateUsed = { date: null, source: 'none', citation: null };
const entered = (date: string): PolicyDateUsed => ({ date, source: 'entered', citation: null });
const fromPolicy = (date: string): PolicyDateUsed => ({ date, source: 'policy', citation: null });

/**
 * The policy period a claim is assessed against. A date the user gave wins over the policy's; the
 * policy's is used only where the user left one empty, and its end only when it falls after the
 * start in use (an end from another period, or a document's edition, would refuse every claim). Pure.
 */
export function policyDatesUsed(
  claim: { readonly policyStartDate: string | null; readonly policyEndDate?: string | null | undefined },
  policy: { readonly startDate: string | null; readonly endDate: string | null },
): PolicyDatesUsed {
  // The form fills the start in from the policy: sent unchanged, it is the policy's (with its page).
  const typed = (date: string | null | undefined, own: string | null) =>
    date && date !== own ? entered(date) : null;
  const start =
    typed(claim.policyStartDate, policy.startDate) ??
    (policy.startDate ? fromPolicy(policy.startDate) : NOT_STATED);
  const typedEnd = typed(claim.policyEndDate, policy.endDate);
  if (typedEnd) return { start, end: typedEnd };
  const end = policy.endDate;
  const fits = end !== null && (start.date === null || end > start.date);
  return { start, end: fits ? fromPolicy(end) : NOT_STATED };
}

export type { PolicyDatesUsed };

const ORDERS = ['day-first', 'month-first'] as const;

/** The first of the lines that state the date as a period's start (or end), fewest lines first. */
function linesStating(lines: readonly string[], date: string, end: boolean): string | null {
  for (const size of [1, 2, 3]) {
    const found = lines.findIndex((_, i) =>
      ORDERS.some((order) => {
        const period = readPeriod([lines.slice(i, i + size).join('\n')], order);
        return (end ? period.endDate : period.startDate) === date;
      }),
    );
    if (found >= 0) return (lines[found] ?? '').trim();
  }
  return null;
}

/** The first page that states the period the date belongs to, quoting where it does. */
function pageStating(documents: readonly PolicyDocument[], date: string, end: boolean) {
  for (const document of documents) {
    for (const [index, page] of document.pages.entries()) {
      const quote = linesStating(page.split('\n'), date, end);
      if (quote !== null) return { file: document.file, page: index + 1, quote };
    }
  }
  return null;
}

/** The dates used, each of the policy's with the page its documents state it on (if they do). */
export function citePolicyDates(
  dates: PolicyDatesUsed,
  documents: readonly PolicyDocument[],
  files: readonly StoredFile[],
): PolicyDatesUsed {
  const cite = (used: PolicyDateUsed, end: boolean): PolicyDateUsed => {
    if (used.source !== 'policy' || !used.date) return used;
    const found = pageStating(documents, used.date, end);
    const fileId = files.find((f) => f.name === found?.file)?.id ?? null;
    return { ...used, citation: found ? { ...found, fileId } : null };
  };
  return { start: cite(dates.start, false), end: cite(dates.end, true) };
}
