import { type Amount, readAmounts } from './amounts';

/**
 * What a cell of a benefit table says, read on its own: an amount ("£2,000", "S$1,000*", "up to
 * $500 per item, $2,000 in total"), nil ("Nil", "Not covered", "N/A", "—"), cover with no figure
 * ("Covered", "Included", "Unlimited", "Up to sum insured"), a figure left to another document
 * ("See your schedule"), or another quantity ("7 days", "20%"). Anything else is not a figure.
 */
export type FigureKind = 'amount' | 'nil' | 'covered' | 'elsewhere' | 'other';

export interface CellFigure {
  readonly kind: FigureKind;
  readonly amount: number | null;
  readonly currency: string | null;
  /** A per-item, per-day or per-article figure in the same cell, besides the total. */
  readonly subLimit: number | null;
}

const NIL =
  /^(nil|none|no|no cover|not covered|not included|not insured|not applicable|not available|excluded|n\/a|n\.?\s?a\.?|[-–—‒]+|[x✗✘])$/i;
const COVERED =
  /^(covered|included|yes|unlimited|[✓✔]|at actuals?|full cost|up to (the )?(full |in-?patient |your )?(\w+ )?sum insured)$/i;
const ELSEWHERE =
  /^(see|shown in|as shown in|as stated in|as per|refer to|specified in|stated in) (your |the )?(policy )?(schedule|certificate)( of insurance)?$/i;
const OTHER_QUANTITY =
  /^(\d+(\.\d+)?\s*(%|days?|nights?|hours?|weeks?|months?|years?|visits?|sessions?|trips?)|\d+%\s*co-?payment)\b/i;
/** A footnote marker written after a figure: "*", "†", "(a)", "[2]", a superscript or lone digit. */
const MARKER = /\s*(\*+|[†‡§¶¹²³⁴⁵⁶⁷⁸⁹⁰]+|\([a-z0-9]{1,2}\)|\[[a-z0-9]{1,2}\]|\s\d)$/i;
/** Words that may stand around an amount in a figure cell. */
const BEFORE =
  /^(up to|max\.?|maximum|limit|in total|total|overall|any one|each|per \w+|[,;/&]|and|or|\s)*$/i;
const GROUPED_NUMBER = /^\d{1,3}(,\d{3})+(\.\d{2})?$/;
const SCOPE_TOTAL =
  /^\s*(in total|in all|in aggregate|overall|total|per (person|insured|traveller|claim|trip|event|policy|family))\b/i;
const SCOPE_SUB =
  /^\s*(per|for each|for every|every|each|a|an)\s+(full\s+)?(item|article|pair|set|day|night|hour|\d+|six|twelve|24)\b/i;
/** A rate for each stretch of time ("£50 per 6 hours", "$100 a day"): what is paid, not the limit. */
const RATE =
  /^\s*(per|for each|for every|every|each|a|an)\s+(full\s+|complete\s+)?(day|night|hour|week|(\d+|two|three|four|six|eight|twelve)\s*-?\s*hours?)\b/i;

function stripMarkers(text: string): string {
  let out = text.trim();
  for (let i = 0; i < 2 && MARKER.test(out); i++) out = out.replace(MARKER, '').trim();
  return out;
}

/** The cell's amounts when nothing but limit words stand around them. */
function cellAmounts(text: string): Amount[] | null {
  const amounts = readAmounts(text);
  if (amounts.length === 0 || amounts.length > 3) return null;
  let rest = text;
  for (const a of [...amounts].reverse()) rest = rest.slice(0, a.index) + rest.slice(a.index + a.text.length);
  const words = rest.replace(
    /\b(per|for each|for every|every|each) (full )?(item|article|pair|set|person|insured|traveller|claim|trip|event|policy|family|day|night|hour|week|(\d+|two|three|four|six|eight|twelve) hours?)\b/gi,
    ' ',
  );
  return BEFORE.test(words.replace(/\b(in total|in all|in aggregate|overall)\b/gi, ' ')) ? amounts : null;
}

function amountFigure(amounts: readonly Amount[], text: string): CellFigure {
  const after = (a: Amount) => text.slice(a.index + a.text.length, a.index + a.text.length + 24);
  // Only a rate ("£50 for every 6 hours"): the cover is given, its limit is not in the cell.
  const rate = amounts.every((a) => RATE.test(after(a))) ? amounts[0] : undefined;
  if (rate) return { kind: 'covered', amount: null, currency: rate.currency, subLimit: rate.value };
  const subs = amounts.filter((a) => SCOPE_SUB.test(after(a)));
  const totals = amounts.filter((a) => SCOPE_TOTAL.test(after(a)));
  const main = totals[0] ?? amounts.find((a) => !subs.includes(a)) ?? amounts[0];
  const sub = subs.find((a) => a !== main) ?? null;
  return {
    kind: 'amount',
    amount: main?.value ?? null,
    currency: main?.currency ?? null,
    subLimit: sub?.value ?? null,
  };
}

const figure = (kind: FigureKind): CellFigure => ({ kind, amount: null, currency: null, subLimit: null });

/** Reads a cell as a figure, or null when the cell is words (a label, a note, a heading). */
export function figureOf(raw: string): CellFigure | null {
  const text = stripMarkers(raw.replace(/\s+/g, ' '));
  if (!text || text.length > 60) return null;
  if (NIL.test(text)) return figure('nil');
  if (COVERED.test(text)) return figure('covered');
  if (ELSEWHERE.test(text)) return figure('elsewhere');
  const amounts = cellAmounts(text);
  if (amounts) return amountFigure(amounts, text);
  // A bare grouped number ("70,000") in a table whose header or document names the currency.
  if (GROUPED_NUMBER.test(text)) {
    return { kind: 'amount', amount: Number(text.replace(/,/g, '')), currency: null, subLimit: null };
  }
  if (OTHER_QUANTITY.test(text) && text.split(' ').length <= 5) return figure('other');
  return null;
}

const cellFigures = new WeakMap<object, CellFigure | null>();

/** `figureOf` for a layout cell, read once per cell (tables look at the same cells many times). */
export function cellFigure(cell: { readonly text: string }): CellFigure | null {
  const known = cellFigures.get(cell);
  if (known !== undefined) return known;
  const figure = figureOf(cell.text);
  cellFigures.set(cell, figure);
  return figure;
}
