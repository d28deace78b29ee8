import { readAmounts } from '#functions/analysis/understand/amounts';
import type { Piece } from '#functions/analysis/understand/text';
import type { Citation } from '#functions/analysis/understand/types';

/**
 * Allowances that run by the day or by the hour: "$150 per day, to a maximum of $1,500",
 * "S$100 for every six hours of delay, up to a maximum of S$500". Travel-disruption covers are
 * written this way by insurer after insurer, often not in a table but in the section's own wording
 * or conditions. The benefit's limit is the overall maximum, not the rate.
 *
 * The rate alone says nothing about which benefit it belongs to (hospital cash is written the same
 * way), so an allowance counts only inside a numbered section of the policy whose title names the
 * benefit ("Section 6 – Cancellation and Disruption").
 */

/** "Section 6 – Travel Disruption", "Part B: Delay": a numbered section's title line. */
const SECTION_START = /^(section|part)\s+(\d{1,2}[A-Z]?|[A-Z])\s*(?:[–—:-]\s*(.*)|$)/i;
/** A line that carries a section's title on (a title wrapped over short lines). */
const TITLE_GOES_ON = /^[A-Za-z&/,'’ ()-]{2,40}$/;
/** The headings every section repeats, which start its body rather than carry its title on. */
const BODY_STARTS =
  /^(what|extent|conditions?|exclusions?|definitions?|benefits?|limits?|special|important|cover(ed)?|section|part|we|you|if|this|the|our)\b/i;

/** The title of the numbered section each row sits in (null before the first). */
export function sectionTitles(rows: readonly Piece[]): (string | null)[] {
  const titles: (string | null)[] = [];
  let section: string | null = null;
  let current: string | null = null;
  for (let i = 0; i < rows.length; i++) {
    const text = rows[i]?.text ?? '';
    const start = SECTION_START.exec(text);
    if (start && text.length <= 70) {
      const parts = [text];
      // "Section 6 –" / "Cancellation" / "and Disruption": a title wrapped over short lines.
      for (let j = i + 1; j < rows.length && j <= i + 3 && !start[3]; j++) {
        const next = rows[j];
        if (!next || next.page !== rows[i]?.page) break;
        if (!TITLE_GOES_ON.test(next.text) || BODY_STARTS.test(next.text)) break;
        parts.push(next.text);
      }
      const title = parts.join(' ');
      // A part sits inside the section before it ("Section 1 – …", then "Part A – …").
      if (/^part\b/i.test(text) && section) current = `${section} / ${title}`;
      else current = section = title;
    }
    titles.push(current);
  }
  return titles;
}

/** A rate per period: "$150 per day", "S$100 for every six hours", "£25 for each full 12 hours". */
const RATE_AFTER =
  /^\s*(?:per|a|each|for (?:each|every))\s+(?:(?:full|complete)\s+)?(?:day|night|24 hours|\d{1,2}|\w+)\s*(?:hours?|hour period|days?)?\b/i;
/** The words before an overall cap: "to a maximum of", "up to a maximum of", "maximum". */
const CAP_BEFORE = /\b(?:to a (?:total |overall )?maximum of|up to|maximum(?: of)?|limited to)\s*$/i;

interface Allowance {
  readonly amount: number;
  readonly currency: string | null;
  readonly citation: Citation;
}

/**
 * The overall maximum of a per-day or per-hours allowance stated in a section whose title matches
 * `names`, quoted from its rows; null when no such section states one.
 */
export function sectionAllowance(rows: readonly Piece[], names: RegExp): Allowance | null {
  const titles = sectionTitles(rows);
  for (let i = 0; i < rows.length; i++) {
    if (!names.test(titles[i] ?? '')) continue;
    // A sentence may wrap: read each row with the two after it on the same page.
    const window = rows.slice(i, i + 3).filter((r) => r.page === rows[i]?.page && r.file === rows[i]?.file);
    const text = window.map((r) => r.text).join(' ');
    const first = rows[i]?.text.length ?? 0;
    const amounts = readAmounts(text);
    const rateAt = amounts.findIndex((a) => RATE_AFTER.test(text.slice(a.index + a.text.length)));
    if (rateAt < 0 || (amounts[rateAt]?.index ?? 0) >= first) continue;
    const cap = amounts
      .slice(rateAt + 1)
      .find((a) => CAP_BEFORE.test(text.slice(Math.max(0, a.index - 30), a.index)));
    const rate = amounts[rateAt];
    if (!cap || !rate || cap.value <= rate.value) continue;
    return {
      amount: cap.value,
      currency: cap.currency,
      citation: { file: rows[i]?.file ?? '', page: rows[i]?.page ?? 0, quote: quotedRows(window, cap.index) },
    };
  }
  return null;
}

/** The rows of a window up to the one holding the character at `at` of their joined text. */
function quotedRows(window: readonly Piece[], at: number): string {
  const out: string[] = [];
  let offset = 0;
  for (const row of window) {
    out.push(row.text);
    offset += row.text.length + 1;
    if (offset > at) break;
  }
  return out.join(' ');
}
