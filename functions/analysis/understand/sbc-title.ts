import { sbcHeader } from './document-lines';

/** A figure, not a name: no letters at all ("1,000/80%", "$500"). */
export const isFigure = (value: string) => !/\p{L}/u.test(value);

/**
 * What the first line of a Summary of Benefits and Coverage names. The template's line is
 * "<insurer>: <plan name>"; some insurers print "<plan name>: <deductible/coinsurance>" instead, and
 * then the line names the plan only, leaving the insurer to the rest of the document.
 */
export function sbcTitle(pages: readonly string[]): { insurer: string | null; plan: string } | null {
  const header = sbcHeader(pages);
  if (!header) return null;
  if (!isFigure(header.plan)) return header;
  const plan = header.insurer.replace(/[®™©]/g, '').replace(/\s+/g, ' ').trim();
  return isFigure(plan) ? null : { insurer: null, plan };
}
