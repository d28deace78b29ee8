/**
 * Numbers, counts and spans of time as people and policies write them: "45", "six (6)",
 * "forty-five", "61st", "a second pair", "ten weeks", "three days later", "day 70".
 */
const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  a: 1,
  an: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
/** Ordinal words and their numbers. */
export const ORDINALS: Readonly<Record<string, number>> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
};

/** A number written in digits or words ("45", "forty-five", "six (6)"), or null. */
export function readNumber(text: string): number | null {
  const t = text.trim().toLowerCase();
  const digits = /^(\d+(?:\.\d+)?)/.exec(t);
  if (digits) return Number(digits[1]);
  const m = /^([a-z]+)(?:[-\s]([a-z]+))?/.exec(t);
  if (!m?.[1]) return null;
  const tens = TENS[m[1]];
  if (tens !== undefined) return tens + (m[2] ? (UNITS[m[2]] ?? 0) : 0);
  if (m[1] === 'hundred') return 100;
  return UNITS[m[1]] ?? null;
}

/** A number pattern for regular expressions: digits, words, or "six (6)". */
export const NUMBER = String.raw`(?:\d+(?:\.\d+)?|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[-\s](?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|hundred)(?:\s*\(\d+\))?`;

const DAY_UNITS: Record<string, number> = {
  hour: 1 / 24,
  day: 1,
  night: 1,
  week: 7,
  fortnight: 14,
  month: 30,
  year: 365,
};

function unitDays(unit: string): number {
  const key = unit.toLowerCase().replace(/s$/, '').replace(/^hr$/, 'hour');
  return DAY_UNITS[key] ?? 1;
}

/** Every span of time stated in a text, in days ("ten weeks" → 70, "13 hours" → 0.54). */
export function spansIn(text: string): { days: number; index: number; text: string }[] {
  const pattern = new RegExp(
    String.raw`\b(${NUMBER}|a|an)[-\s]+(hours?|hrs?|days?|nights?|weeks?|fortnights?|months?|years?)\b`,
    'gi',
  );
  const spans: { days: number; index: number; text: string }[] = [];
  for (const m of text.matchAll(pattern)) {
    const n = readNumber(m[1] ?? '');
    if (n === null) continue;
    spans.push({ days: n * unitDays(m[2] ?? 'day'), index: m.index ?? 0, text: m[0] });
  }
  for (const m of text.matchAll(/\bday\s+(\d{1,3})\b/gi)) {
    spans.push({ days: Number(m[1]), index: m.index ?? 0, text: m[0] });
  }
  return spans;
}

/** Hours stated in a text ("13 hours", "a 4-hour delay", "5 hours late"). */
export function hoursIn(text: string): number[] {
  const pattern = new RegExp(String.raw`\b(${NUMBER})[-\s]*(?:hours?|hrs?)\b`, 'gi');
  return [...text.matchAll(pattern)]
    .map((m) => readNumber(m[1] ?? ''))
    .filter((n): n is number => n !== null);
}

/** The ordinal a claim gives ("my 61st visit", "a second pair"), or null. */
export function ordinalIn(text: string): { n: number; noun: string } | null {
  // "today's session was my 11th this calendar year": the noun stands before the ordinal.
  const told =
    /\b([a-z-]+)\s+(?:was|is|will be)\s+(?:my|our|his|her|their|the)\s+(\d+)(?:st|nd|rd|th)\b/i.exec(text);
  if (told && !/^(?:which|that|it|this|who|what)$/i.test(told[1] ?? ''))
    return { n: Number(told[2]), noun: (told[1] ?? '').toLowerCase() };
  const digit = /\b(\d+)(?:st|nd|rd|th)\s+([a-z-]+(?:\s[a-z-]+){0,2})/i.exec(text);
  if (digit) return { n: Number(digit[1]), noun: (digit[2] ?? '').toLowerCase() };
  const word =
    /\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\s+([a-z-]+(?:\s[a-z-]+){0,2})/i.exec(
      text,
    );
  if (word) return { n: ORDINALS[(word[1] ?? '').toLowerCase()] ?? 0, noun: (word[2] ?? '').toLowerCase() };
  // "another routine eye exam" after one already had: at least the second.
  const another =
    /\banother\s+(?:[a-z]+\s+){0,2}?(visit|session|appointment|consultation|treatment|exam|examination|check-?up|claim|call-out|pair)\b/i.exec(
      text,
    );
  if (another) return { n: 2, noun: (another[1] ?? '').toLowerCase() };
  return null;
}

const MONTHS = 'january february march april may june july august september october november december'.split(
  ' ',
);

const DAY_MONTH = /\b(\d{1,2})(?:st|nd|rd|th)?\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/gi;

/** Days between two day-month dates in a text ("left 1 April, back 17 June"), or null. */
export function daysBetweenDatesIn(text: string, year = 2001): number | null {
  const dates = [...text.matchAll(DAY_MONTH)].map((m) => {
    const month = MONTHS.findIndex((name) => name.startsWith((m[2] ?? '').toLowerCase()));
    return Date.UTC(year, month, Number(m[1]));
  });
  if (dates.length < 2) return null;
  const [a, b] = [dates[0] as number, dates[dates.length - 1] as number];
  return b > a ? (b - a) / 86_400_000 : null;
}

/** "that evening", "the next day", "three days later": how long after the one date a text gives it goes on. */
const RELATIVE_DAYS: readonly [RegExp, (m: RegExpExecArray) => number | null][] = [
  [
    /\b(?:that|the same) (?:morning|afternoon|evening|night|day)\b|\blater that day\b|\bhours later\b/i,
    () => 0,
  ],
  [/\b(?:the )?(?:next|following) (?:morning|afternoon|evening|night|day)\b|\ba day later\b/i, () => 1],
  [new RegExp(String.raw`\b(${NUMBER}) days later\b`, 'i'), (m) => readNumber(m[1] ?? '')],
];

/**
 * Days from the one date a text gives to what it says happened after it ("landed on 2 October and
 * was admitted that evening" → 0), or null when it gives no date, two dates, or no such words.
 */
export function daysAfterDateIn(text: string): number | null {
  const dates = [...text.matchAll(DAY_MONTH)];
  if (dates.length !== 1) return null;
  const after = text.slice((dates[0]?.index ?? 0) + (dates[0]?.[0].length ?? 0));
  for (const [pattern, days] of RELATIVE_DAYS) {
    const m = pattern.exec(after);
    if (m) return days(m);
  }
  return null;
}
