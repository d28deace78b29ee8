import { type LayoutCell, type LayoutRow, type PageLayout, rowText } from '#functions/analysis/read/layout';
import { squash } from '#functions/analysis/understand/text';
import type { CoverStatus, PolicyDocument } from '#functions/analysis/understand/types';
import type { BenefitWords } from '#functions/analysis/understand/vocabulary/benefit-phrase';
import { exactKeys, keysIn, quoteOf, STRENGTH, type StatusEvidence } from './evidence';

/**
 * Event tables, as the Australian Key Facts Sheet sets them out (ANALYSIS-GUIDE.md): the event
 * down the side, a column answering Yes, No or Optional, and a column of examples of conditions.
 * Read by where the cells stand: the answer column is the one under the header's "Yes / No", a
 * label wrapped over several lines belongs to the answer on its first line, and the examples are
 * never read as the answer ("Storm Yes You're not covered for ..." is covered).
 *
 * "Yes / Optional" is covered, unless the examples give the cover itself only as an option
 * ("Yes – we pay for broken glass. Optional – we cover accidental damage under Advanced cover").
 */
interface EventRow {
  readonly label: string[];
  readonly answer: string[];
  readonly examples: string[];
  readonly rows: LayoutRow[];
}

const HEADER = /^yes\s*\/\s*no\b/i;
const ANSWER = /^(yes|no|optional)\b[\s/]*(yes|no|optional)?[\s/]*$/i;

/** The answer column: under the header cell that reads "Yes / No". */
function answerColumn(rows: readonly LayoutRow[]): { at: number; x: number; x2: number } | null {
  for (const [at, row] of rows.entries()) {
    const cell = row.cells.find((c) => HEADER.test(c.text.trim()));
    if (cell) return { at, x: cell.x - 12, x2: Math.max(cell.x2, cell.x + 45) + 12 };
  }
  return null;
}

function eventRows(rows: readonly LayoutRow[]): EventRow[] {
  const column = answerColumn(rows);
  if (!column) return [];
  const events: EventRow[] = [];
  const inColumn = (c: LayoutCell) => c.x >= column.x && c.x2 <= column.x2 && ANSWER.test(c.text.trim());
  for (const row of rows.slice(column.at + 1)) {
    const labels = row.cells.filter((c) => c.x2 <= column.x + 4);
    const answer = row.cells.find(inColumn);
    const examples = row.cells.filter((c) => c.x >= column.x2 - 4 && c !== answer);
    // Words running across the answer column end the table (a note, the next step).
    if (row.cells.some((c) => c.x < column.x && c.x2 > column.x2)) break;
    const last = events[events.length - 1];
    const goesOn = last && /\/\s*$/.test(last.answer.join(' '));
    if (answer && labels.length > 0 && !goesOn) {
      events.push({ label: [], answer: [], examples: [], rows: [] });
    }
    const current = events[events.length - 1];
    if (!current) continue;
    current.label.push(...labels.map((c) => c.text));
    if (answer) current.answer.push(answer.text);
    current.examples.push(...examples.map((c) => c.text));
    current.rows.push(row);
  }
  return events.filter((e) => e.label.length > 0 && e.answer.length > 0);
}

/** The status an answer gives a cover the row names. */
function answerStatus(event: EventRow, words: BenefitWords, benefits: readonly [string, BenefitWords][]) {
  const answer = event.answer.join(' ').toLowerCase();
  const yes = /\byes\b/.test(answer);
  const optional = /\boptional\b/.test(answer);
  if (!yes) return optional ? 'optional' : /\bno\b/.test(answer) ? 'not_covered' : null;
  if (!optional) return 'covered';
  // "Optional – ...": the part of the examples that says what only comes with an option.
  const parts = event.examples.join(' ').split(/\b(?=(?:yes|optional)\s*[-–—:])/i);
  const optionalPart = parts.filter((p) => /^optional\s*[-–—:]/i.test(p)).join(' ');
  const key = benefits.find(([, w]) => w === words)?.[0];
  return key && keysIn(optionalPart, benefits).has(key) ? 'optional' : 'covered';
}

/**
 * The event's words as the page text has them ("Theft and Burglary Yes We refer to ..."), to its
 * examples' first sentence; else its rows side by side, as the layout has them.
 */
function eventQuote(event: EventRow, pageText: string): string {
  const examples = event.examples.join(' ');
  const sentence = /^.*?[.;](?=\s|$)/.exec(examples)?.[0] ?? examples;
  const page = squash(pageText);
  for (const candidate of [
    `${event.label.join(' ')} ${event.answer.join(' ')} ${sentence}`,
    `${event.label.join(' ')} ${event.answer.join(' ')}`,
  ]) {
    const quote = quoteOf(candidate);
    if (page.includes(squash(quote))) return quote;
  }
  return quoteOf(event.rows.slice(0, Math.max(event.label.length, 1)).map(rowText).join(' '));
}

/** The status each event table in the documents gives the covers its rows name. */
export function eventTableEvidence(
  documents: readonly PolicyDocument[],
  benefits: readonly [string, BenefitWords][],
): StatusEvidence[] {
  return documents.flatMap((document) =>
    (document.layout ?? []).flatMap((layout: PageLayout, i) =>
      eventRows(layout.rows).flatMap((event) => {
        const label = event.label.join(' ');
        const quote = eventQuote(event, document.pages[i] ?? '');
        return exactKeys(keysIn(label, benefits, true)).flatMap((key) => {
          const words = benefits.find(([k]) => k === key)?.[1];
          const status: CoverStatus | null = words ? answerStatus(event, words, benefits) : null;
          if (!status) return [];
          const citation = { file: document.file, page: i + 1, quote };
          return [{ key, status, strength: STRENGTH.answer, citation }];
        });
      }),
    ),
  );
}
