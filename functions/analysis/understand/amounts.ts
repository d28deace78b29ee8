import { type PolicyCountry, policyCountry } from './jurisdiction';
import type { PolicyDocument } from './types';

/**
 * Reading money from policy text: "£2,000", "US$ 1,000", "AUD 500", "Rs. 5,000", "$1.5 million",
 * "5 lakh". Each amount keeps its position so callers can weigh the words around it.
 */
export interface Amount {
  readonly value: number;
  /** ISO code when the text says which currency; null for a bare "$" or a plain number. */
  readonly currency: string | null;
  /** The symbol or code as written ('$' included), for working out a bare "$". */
  readonly marker: string | null;
  readonly index: number;
  readonly text: string;
}

const PREFIX: [RegExp, string | null][] = [
  [/^(US\$|USD)$/i, 'USD'],
  [/^(AU\$|A\$|AUD)$/i, 'AUD'],
  [/^(S\$|SGD)$/i, 'SGD'],
  [/^(NZ\$|NZD)$/i, 'NZD'],
  [/^(C\$|CAD)$/i, 'CAD'],
  [/^(£|GBP)$/i, 'GBP'],
  [/^(€|EUR)$/i, 'EUR'],
  [/^(₹|Rs\.?|INR)$/i, 'INR'],
  [/^\$$/, null],
];

const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const SCALE = String.raw`\s?(million|mn|m|bn|billion|k|lakhs?|crores?)\b`;
const MONEY = new RegExp(
  String.raw`(US\$|AU\$|A\$|S\$|NZ\$|C\$|USD|AUD|SGD|NZD|CAD|GBP|EUR|INR|Rs\.?|₹|£|€|\$)\s?(${NUMBER})(?:${SCALE})?|(${NUMBER})(?:${SCALE})?\s?(USD|AUD|SGD|GBP|EUR|INR|NZD|CAD)\b`,
  'g',
);
/** Plain grouped numbers ("3,750,000"), read only where a row's currency is known otherwise. */
const GROUPED = /(?<![\d.,$£€₹])\d{1,3}(?:,\d{3})+(?![\d,]*%)/g;

const SCALES: Record<string, number> = {
  million: 1e6,
  mn: 1e6,
  m: 1e6,
  bn: 1e9,
  billion: 1e9,
  k: 1e3,
  lakh: 1e5,
  lakhs: 1e5,
  crore: 1e7,
  crores: 1e7,
};

function currencyOf(marker: string | undefined): string | null {
  if (!marker) return null;
  for (const [pattern, code] of PREFIX) if (pattern.test(marker.trim())) return code;
  return null;
}

export function parseNumber(text: string, scale?: string): number {
  const value = Number(text.replace(/,/g, ''));
  return scale ? value * (SCALES[scale.toLowerCase()] ?? 1) : value;
}

export function readAmounts(text: string): Amount[] {
  const found: Amount[] = [];
  for (const m of text.matchAll(MONEY)) {
    const [whole, preMarker, preNumber, preScale, postNumber, postScale, postMarker] = m;
    const marker = preMarker ?? postMarker ?? null;
    const value = parseNumber(preNumber ?? postNumber ?? '0', preScale ?? postScale);
    if (!Number.isFinite(value) || value <= 0) continue;
    found.push({
      value,
      currency: currencyOf(marker ?? undefined),
      marker,
      index: m.index ?? 0,
      text: whole,
    });
  }
  return found;
}

/** Grouped plain numbers of a row (for benefit tables whose header names the currency). */
export function readPlainAmounts(text: string): Amount[] {
  const money = readAmounts(text);
  const covered = (i: number) => money.some((a) => i >= a.index && i < a.index + a.text.length);
  return [...text.matchAll(GROUPED)]
    .filter((m) => !covered(m.index ?? 0))
    .map((m) => ({
      value: parseNumber(m[0]),
      currency: null,
      marker: null,
      index: m.index ?? 0,
      text: m[0],
    }));
}

const DOLLAR_COUNTRIES: [RegExp, string][] = [
  [/\bsingapore\b|\bpte\.? ltd\b|\bmonetary authority of singapore\b/i, 'SGD'],
  [/\baustralia\b|\bABN\b|\bAFSL?\b|\bqueensland\b|\bnew south wales\b|\bvictoria\b/i, 'AUD'],
  [/\bnew zealand\b/i, 'NZD'],
  [/\bcanada\b|\bontario\b/i, 'CAD'],
  [/\bunited states\b|\bU\.S\.\b|\bUSA\b/i, 'USD'],
];

/** The dollar each country writes as a bare "$". */
const COUNTRY_DOLLARS: Partial<Record<PolicyCountry, string>> = {
  AU: 'AUD',
  SG: 'SGD',
  NZ: 'NZD',
  CA: 'CAD',
  US: 'USD',
};

/**
 * The currency a document is written in: the code or symbol it uses most, a bare "$" read by the
 * country the documents show they were issued in (their regulator, licence, complaints body), else
 * by the first country they name.
 */
export function documentCurrency(documents: readonly PolicyDocument[]): string | null {
  const counts = new Map<string, number>();
  let dollars = 0;
  const all = documents.flatMap((d) => d.pages).join('\n');
  for (const a of readAmounts(all)) {
    if (a.currency) counts.set(a.currency, (counts.get(a.currency) ?? 0) + 1);
    else dollars++;
  }
  if (dollars > 0) {
    const issuedIn = policyCountry(documents);
    const country =
      (issuedIn && COUNTRY_DOLLARS[issuedIn]) ??
      DOLLAR_COUNTRIES.find(([pattern]) => pattern.test(all))?.[1] ??
      'USD';
    counts.set(country, (counts.get(country) ?? 0) + dollars);
  }
  const best = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  return best?.[0] ?? null;
}

/** Every way a number may be written on the page, for checking that it is really there. */
export function spellings(value: number): string[] {
  const plain = Number.isInteger(value) ? String(value) : value.toFixed(2);
  const grouped = value.toLocaleString('en-GB', { maximumFractionDigits: 2 });
  const forms = new Set([plain, grouped, value.toLocaleString('en-IN', { maximumFractionDigits: 2 })]);
  if (Number.isInteger(value)) {
    forms.add(value.toFixed(2));
    forms.add(value.toLocaleString('en-GB', { minimumFractionDigits: 2 }));
    if (value % 1e6 === 0)
      forms
        .add(`${value / 1e6} million`)
        .add(`${value / 1e6}m`)
        .add(`${value / 1e6} m`);
    if (value % 1e5 === 0) forms.add(`${value / 1e5} lakh`);
  }
  return [...forms];
}

/** True when the text states this amount (anywhere, not as a piece of a longer number). */
export function textStates(text: string, value: number): boolean {
  const lower = text.toLowerCase();
  return spellings(value).some((form) => {
    const needle = form.toLowerCase();
    for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, at + 1)) {
      const before = lower[at - 1] ?? ' ';
      const after = lower.slice(at + needle.length, at + needle.length + 2);
      if (!/[\d,.]/.test(before) && !/^(\d|[,.]\d)/.test(after)) return true;
    }
    return false;
  });
}
