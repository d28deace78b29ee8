/**
 * The period a policy runs for, read from the labels schedules and certificates print beside it
 * ("Period of insurance: 1 March 2025 to 28 February 2026", "Coverage Period: 01/01/2025 – 12/31/2025",
 * "Start date: …", "Expiry date: …"). Wordings rarely state one; then both ends stay null.
 */
export interface PolicyPeriod {
  readonly startDate: string | null;
  readonly endDate: string | null;
}

/** How numeric dates are written where the policy was issued: 01/03 is 1 March in the UK, 3 January in the US. */
export type DateOrder = 'day-first' | 'month-first';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?`;
const DATE = String.raw`(\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}-\d{2}-\d{2}|\d{1,2}(?:st|nd|rd|th)?\s+${MONTH},?\s+\d{4}|${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4})`;

function validDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || month > 12 || date.getUTCDate() !== day || year < 1990 || year > 2100) return null;
  return date.toISOString().slice(0, 10);
}

const OTHER_ORDER: Record<DateOrder, DateOrder> = { 'day-first': 'month-first', 'month-first': 'day-first' };

function numericDate(t: string, order: DateOrder): string | null {
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2,4})$/.exec(t);
  if (!m) return null;
  const year = Number(m[3]) < 100 ? Number(m[3]) + 2000 : Number(m[3]);
  const [a, b] = [Number(m[1]), Number(m[2])];
  return order === 'day-first' ? validDay(year, b, a) : validDay(year, a, b);
}

function wordedDate(t: string): string | null {
  const dayMonth = /^(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]+)\.?,?\s+(\d{4})$/.exec(t);
  const monthDay = /^([a-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/.exec(t);
  const [day, month, year] = dayMonth
    ? [dayMonth[1], dayMonth[2], dayMonth[3]]
    : monthDay
      ? [monthDay[2], monthDay[1], monthDay[3]]
      : [];
  if (!day || !month || !year) return null;
  return validDay(Number(year), MONTHS.indexOf(month.slice(0, 3)) + 1, Number(day));
}

/** A day as an ISO string, numeric dates read strictly in the given order. */
function strictDate(text: string, order: DateOrder): string | null {
  const t = text.trim().toLowerCase();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (iso) return validDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  return numericDate(t, order) ?? wordedDate(t);
}

/**
 * A day as an ISO string, from a numeric, ISO or worded date; null when it is not a real day. A
 * numeric date that can only be read one way (31/12, 12/31) is read that way whatever the order.
 */
export function parseDate(text: string, order: DateOrder = 'day-first'): string | null {
  return strictDate(text, order) ?? strictDate(text, OTHER_ORDER[order]);
}

/**
 * Words schedules put before a period: only wording about the cover itself. A document's own
 * dates ("Effective Date", "Edition", "Issue date", "Printed", "valid from" of a booklet) say when
 * the document took effect, not when the holder is covered, so they are never read as the period.
 * A time of day may stand before or after either date
 * ("from 00:01 on 1 March", "00:00 hrs of 01/04/2025", "01 Jan 2025 00:00"), and "From:"/"To:" may
 * sit on lines of their own under the label.
 */
const PERIOD_LABEL =
  '(?:period of (?:insurance|cover|policy)|policy period|cover(?:age)? period|insurance period|policy term|term of (?:insurance|cover)|certificate (?:is )?valid from|(?:cover|insurance|policy) (?:is )?(?:valid|effective|in force) from|(?:cover|insurance|policy) (?:starts|begins|commences|runs))';
const TIME_BEFORE = String.raw`(?:(?:midnight|noon|\d{1,2}[:.]\d{2}\s*(?:am|pm|hrs|hours)?)\s*(?:on|of)?\s*)?`;
const TIME_AFTER = String.raw`(?:,?\s*\d{1,2}[:.]\d{2}\s*(?:am|pm|hrs|hours)?)?`;
const PERIOD = new RegExp(
  String.raw`${PERIOD_LABEL}[^\d]{0,40}?${TIME_BEFORE}${DATE}${TIME_AFTER}\s*(?:to|until|till|through|-|–|—|and (?:ends|expires|finishes)(?: on)?)\s*:?\s*(?:and including\s+)?${TIME_BEFORE}${DATE}`,
  'gi',
);
const START = new RegExp(
  String.raw`\b(?:(?:policy |cover )?start|commencement|inception|(?:policy|cover) effective)\s+date\s*:?\s*${DATE}`,
  'i',
);
const END = new RegExp(String.raw`\b(?:end|expiry|expiration|cover end)\s+date\s*:?\s*${DATE}`, 'i');

/** Both ends of a range are read in one order: the country's, unless only the other makes sense. */
function labelledRange(text: string, order: DateOrder): PolicyPeriod | null {
  for (const m of text.matchAll(PERIOD)) {
    for (const tried of [order, OTHER_ORDER[order]]) {
      const startDate = strictDate(m[1] ?? '', tried);
      const endDate = strictDate(m[2] ?? '', tried);
      if (startDate && endDate && endDate > startDate) return { startDate, endDate };
    }
  }
  return null;
}

/** The period the documents state, reading numeric dates in the given order where they allow both. */
export function readPeriod(pages: readonly string[], order: DateOrder = 'day-first'): PolicyPeriod {
  const text = pages.join('\n');
  const range = labelledRange(text, order);
  if (range) return range;
  const start = START.exec(text);
  const end = END.exec(text);
  const startDate = start ? parseDate(start[1] ?? '', order) : null;
  const endDate = end ? parseDate(end[1] ?? '', order) : null;
  return { startDate, endDate: startDate && endDate && endDate <= startDate ? null : endDate };
}
