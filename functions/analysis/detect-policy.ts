import { INSURANCE_TYPES } from '../../domain/insurance';

/**
 * Reads a policy's name, insurer, type and period from its text, where the document states them.
 * Whatever it cannot find stays null: the user fills it in. Pure, so it is tested on real documents.
 */
export interface DetectedPolicy {
  readonly name: string | null;
  readonly insurer: string | null;
  readonly insuranceTypeId: string | null;
  readonly startDate: string | null;
  readonly endDate: string | null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DATE = String.raw`(\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}-\d{2}-\d{2}|\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?,?\s+\d{4})`;

/** Year, month and day of a numeric, ISO or worded date, numeric dates read day-first. */
function dateParts(t: string): [number, number, number] | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (iso) return [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2,4})$/.exec(t);
  if (numeric) {
    const year = Number(numeric[3]);
    return [year < 100 ? year + 2000 : year, Number(numeric[2]), Number(numeric[1])];
  }
  const worded = /^(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]+)\.?,?\s+(\d{4})$/.exec(t);
  if (worded)
    return [Number(worded[3]), MONTHS.indexOf((worded[2] ?? '').slice(0, 3)) + 1, Number(worded[1])];
  return null;
}

/** A day in an ISO string, reading numeric dates day-first (UK and Australian style). */
export function parseDate(text: string): string | null {
  const t = text.trim().toLowerCase();
  const parts = dateParts(t);
  if (!parts) return null;
  const [y, m, d] = parts;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (m < 1 || m > 12 || date.getUTCDate() !== d || y < 1990 || y > 2100) return null;
  return date.toISOString().slice(0, 10);
}

const PERIOD_PATTERNS = [
  new RegExp(
    String.raw`(?:period of (?:insurance|cover)|policy period|cover(?:age)? period|insurance period|period)\s*:?\s*(?:from\s+)?${DATE}\s*(?:to|until|-|–)\s*${DATE}`,
    'i',
  ),
  new RegExp(String.raw`\bfrom\s+${DATE}\s+(?:to|until)\s+${DATE}`, 'i'),
];
const START_PATTERN = new RegExp(
  String.raw`(?:start|commencement|inception|effective)\s+date\s*:?\s*${DATE}`,
  'i',
);
const END_PATTERN = new RegExp(String.raw`(?:end|expiry|expiration|renewal)\s+date\s*:?\s*${DATE}`, 'i');

function detectPeriod(text: string): { startDate: string | null; endDate: string | null } {
  for (const pattern of PERIOD_PATTERNS) {
    const m = pattern.exec(text);
    if (m) {
      const startDate = parseDate(m[1] ?? '');
      const endDate = parseDate(m[2] ?? '');
      if (startDate && endDate && endDate > startDate) return { startDate, endDate };
    }
  }
  const start = START_PATTERN.exec(text);
  const end = END_PATTERN.exec(text);
  const startDate = start ? parseDate(start[1] ?? '') : null;
  const endDate = end ? parseDate(end[1] ?? '') : null;
  return { startDate, endDate: startDate && endDate && endDate <= startDate ? null : endDate };
}

const INSURER_PATTERNS = [
  /(?:^|\n)\s*insurer\s*:\s*([^\n]{3,80})/i,
  /underwritten by\s+([A-Z][\w&.' -]{2,80}?(?:Limited|Ltd|plc|PLC|Insurance|Assurance|Company|Inc\.?|Pty Ltd))/,
  /insured by\s+([A-Z][\w&.' -]{2,80}?(?:Limited|Ltd|plc|PLC|Insurance|Assurance|Company|Inc\.?|Pty Ltd))/,
];

function detectInsurer(text: string): string | null {
  for (const pattern of INSURER_PATTERNS) {
    const m = pattern.exec(text);
    const value = m?.[1]?.trim().replace(/[.,;]+$/, '');
    if (value) return value;
  }
  return null;
}

/** Words that suggest each insurance type, strongest first. */
const TYPE_WORDS: Record<string, readonly string[]> = {
  mobile: ['mobile phone', 'smartphone', 'gadget', 'handset', 'electronics', 'device'],
  home: ['home insurance', 'buildings', 'contents', 'household', 'home building', 'escape of water'],
  health: [
    'health insurance',
    'hospitalisation',
    'hospitalization',
    'in-patient',
    'medical treatment',
    'out-patient',
  ],
  travel: ['travel insurance', 'trip', 'baggage', 'journey', 'travel'],
  car: ['car insurance', 'motor', 'vehicle', 'driver', 'windscreen'],
  pet: ['pet insurance', 'vet fees', 'veterinary', 'your pet'],
  life: ['life insurance', 'life cover', 'death benefit', 'terminal illness'],
};

function countOf(haystack: string, needle: string): number {
  let count = 0;
  let at = haystack.indexOf(needle);
  while (at !== -1) {
    count++;
    at = haystack.indexOf(needle, at + needle.length);
  }
  return count;
}

function detectType(pages: readonly string[]): string | null {
  const first = (pages[0] ?? '').toLowerCase();
  const all = pages.join('\n').toLowerCase();
  let best: { id: string; score: number } | null = null;
  for (const [id, words] of Object.entries(TYPE_WORDS)) {
    // Words on the first page (the title, the schedule) weigh more than the small print.
    const score = words.reduce(
      (sum, w, i) => sum + (countOf(all, w) + 5 * countOf(first, w)) * (i === 0 ? 3 : 1),
      0,
    );
    if (score > 0 && (!best || score > best.score)) best = { id, score };
  }
  return best && INSURANCE_TYPES.some((t) => t.id === best.id) ? best.id : null;
}

function detectName(firstPage: string): string | null {
  const lines = firstPage
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length >= 6 && l.length <= 80);
  const title = lines.find(
    (l) => /\b(policy|insurance|schedule|certificate|cover)\b/i.test(l) && !/[:@]/.test(l),
  );
  return title ?? null;
}

export function detectPolicy(pages: readonly string[]): DetectedPolicy {
  const head = pages.slice(0, 3).join('\n');
  return {
    name: detectName(pages[0] ?? ''),
    insurer: detectInsurer(head),
    insuranceTypeId: detectType(pages),
    ...detectPeriod(head),
  };
}
