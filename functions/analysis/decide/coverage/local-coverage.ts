import {
  type Amount,
  documentCurrency,
  readAmounts,
  readPlainAmounts,
  textStates,
} from '#functions/analysis/understand/amounts';
import { looksLikeInstructions, type Piece, rowsOf } from '#functions/analysis/understand/text';
import type {
  Citation,
  CoverageAnalysis,
  PolicyDocument,
  SubCoverage,
} from '#functions/analysis/understand/types';
import { type BenefitWords, namedParts } from '#functions/analysis/understand/vocabulary/benefit-phrase';
import {
  ALLOWANCE_SECTIONS,
  benefitWords,
  isRemunerationPage,
} from '#functions/analysis/understand/vocabulary/benefits';
import {
  EXCESS_WORDS,
  ITEM_TERMS,
  LIMIT_WORDS,
  NOT_COVERED,
  STATED_ELSEWHERE,
  SUB_COVER_TERMS,
  termPattern,
} from '#functions/analysis/understand/vocabulary/terms';
import { sectionAllowance } from './section-allowance';
import { withCoverStatus } from './status/cover-status';
import { coverFromTables, preferTable } from './table-coverage';

/**
 * The local coverage reader: finds the rows of the documents whose head phrase names each
 * sub-cover (benefit-phrase.ts), reads the limit on them (skipping excesses and per-item
 * sub-limits), says "not stated" when the documents leave the figure to the schedule or to the
 * customer, and then settles each cover's status from the shapes of the documents (status/).
 */
interface Candidate {
  readonly rows: readonly Piece[];
  readonly score: number;
  /** A covering ("we will pay for") or refusing ("we will not pay for") verb governs the name. */
  readonly governed: 'cover' | 'refuse' | null;
}

const SUB_LIMIT_AFTER = /^\s*(per|for each|for every|every|each|a day|per day|an hour)\b/i;
/** What the holder pays ("$40 copay", "$500 deductible"), written after the amount. */
const PAID_BY_HOLDER = /^\s*(copay(ment)?|co-payment|coinsurance|deductible|excess)\b/i;
/** A rate for each stretch of time ("£50 for every 6 hours"): what is paid, never the limit. */
const RATE_AFTER =
  /^\s*(per|for each|for every|every|each|a|an)\s+(full\s+|complete\s+)?(day|night|hour|week|(\d+|two|three|four|six|eight|twelve|24|48)\s*-?\s*hours?)\b/i;
const SUB_LIMIT_BEFORE =
  /(single[- ](article|item)( limit)?|per (article|item|person)|max\.?|each)\s*(of\s*)?$/i;
const EXCESS_BEFORE = new RegExp(`${EXCESS_WORDS.source}[^.;]{0,30}$`, 'i');

function citationOf(row: Piece, quote = row.text): Citation {
  return { file: row.file, page: row.page, quote: quote.length > 240 ? quote.slice(0, 240) : quote };
}

const SENTENCE_END = /[.;!?]["'’”)]?$/;
const LIST_ITEM = /^\s*(?:[✓✔✗✘•▪●◦*-]|\(?(?:\d{1,2}|[a-z])[.)])\s/i;
/** A full stop that ends a sentence, not the number of a list item ("2."). */
const FULL_STOP = /(?<!(?:^|\s)\d{1,2})[.!?](?=\s|$)/g;

/**
 * The whole sentence in which a row names a benefit, from the rows around it on its page: a line
 * of a wrapped paragraph ("baggage. Where the Covered") is never a quote a person can read. A row
 * that stands alone (a table row, a heading) is quoted as it is.
 */
function sentenceCitation(rows: readonly Piece[], row: Piece, term: RegExp): Citation {
  const at = rows.indexOf(row);
  const samePage = (r: Piece | undefined): r is Piece => r?.page === row.page && r.file === row.file;
  // A list item ("✓ Storm or flood", "2. Theft") starts a sentence of its own, without a full stop.
  const ended = (r: Piece | undefined) => SENTENCE_END.test(r?.text ?? '') || /[:?]$/.test(r?.text ?? '');
  let from = at;
  while (
    from > at - 4 &&
    samePage(rows[from - 1]) &&
    !ended(rows[from - 1]) &&
    !LIST_ITEM.test(rows[from]?.text ?? '')
  )
    from--;
  let to = at;
  while (
    to < at + 4 &&
    !ended(rows[to]) &&
    samePage(rows[to + 1]) &&
    !LIST_ITEM.test(rows[to + 1]?.text ?? '')
  )
    to++;
  const before = rows
    .slice(from, at)
    .map((r) => `${r.text} `)
    .join('');
  const text = [before + row.text, ...rows.slice(at + 1, to + 1).map((r) => r.text)].join(' ');
  const named = before.length + Math.max(0, row.text.search(term));
  const stops = [...text.matchAll(FULL_STOP)].map((m) => (m.index ?? 0) + 1);
  const start = Math.max(0, ...stops.filter((s) => s <= named));
  const end = stops.find((s) => s > named) ?? text.length;
  const quote = clauseAround(text.slice(start, end), named - start).trim();
  return quote.length < 12 ? citationOf(row) : citationOf(row, quote);
}

/** A sentence too long to quote whole: the clause (between semicolons or colons) that holds `at`, in whole words. */
function clauseAround(sentence: string, at: number): string {
  if (sentence.length <= 240) return sentence;
  const cuts = [0, ...[...sentence.matchAll(/[;:]\s/g)].map((m) => (m.index ?? 0) + 1), sentence.length];
  const from = Math.max(...cuts.filter((c) => c <= at));
  const to = cuts.find((c) => c > at) ?? sentence.length;
  const clause = sentence.slice(from, to);
  if (clause.length <= 240) return clause;
  const words = clause.slice(Math.max(0, at - from - 100)).split(' ');
  if (at - from > 100) words.shift();
  let out = '';
  for (const word of words) {
    if (out.length + word.length + 1 > 240) break;
    out = out ? `${out} ${word}` : word;
  }
  return out;
}

/**
 * A quote from a label's row down to the row holding its figure: consecutive lines of one page,
 * so the words stand together in the page text (at most 240 characters, the figure's row kept).
 */
function rowsCitation(rows: readonly Piece[], holder: Piece): Citation {
  const upTo = rows.slice(0, rows.indexOf(holder) + 1);
  let from = 0;
  const text = () =>
    upTo
      .slice(from)
      .map((r) => r.text)
      .join(' ');
  while (from < upTo.length - 1 && text().length > 240) from++;
  return citationOf(holder, text());
}

/**
 * The limits on a row: amounts that are not excesses, with per-item sub-limits set aside and rates
 * per day or per so many hours left out (a rate is what is paid, never the limit).
 */
function limitsOn(
  text: string,
  currency: string | null,
  allowPlain: boolean,
): { main: Amount[]; sub: Amount[] } {
  let amounts = readAmounts(text);
  if (amounts.length === 0 && allowPlain && currency) amounts = readPlainAmounts(text);
  const main: Amount[] = [];
  const sub: Amount[] = [];
  for (const amount of amounts) {
    const before = text.slice(Math.max(0, amount.index - 40), amount.index);
    const after = text.slice(amount.index + amount.text.length, amount.index + amount.text.length + 20);
    if (EXCESS_BEFORE.test(before) || RATE_AFTER.test(after) || PAID_BY_HOLDER.test(after)) continue;
    if (SUB_LIMIT_AFTER.test(after) || SUB_LIMIT_BEFORE.test(before)) sub.push(amount);
    else main.push(amount);
  }
  return { main, sub };
}

function pickAmount(text: string, main: Amount[], sub: Amount[]): { value: number; tiers: number[] } | null {
  if (main.length === 0 && sub.length === 0) return null;
  const upTo = main.find((a) => /up to\s*$/i.test(text.slice(Math.max(0, a.index - 10), a.index)));
  const chosen = upTo ?? main[0] ?? [...sub].sort((a, b) => b.value - a.value)[0];
  if (!chosen) return null;
  const tiers = [...new Set(main.map((a) => a.value))].filter((v) => v !== chosen.value);
  return { value: chosen.value, tiers };
}

/** A line of a benefits table that carries figures: amounts, currency codes, "N.A.", "Covered". */
const VALUE_LINE =
  /^(?:(?:US\$|AU\$|A\$|S\$|USD|AUD|SGD|GBP|EUR|INR|Rs\.?|[£€₹$])?\s?[\d,.]+\s*|N\.?A\.?\s*|NA\s*|Nil\s*|(?:USD|AUD|SGD|GBP|EUR|INR)\s*)+$/i;
/** A note under a table row: a per-item or per-day sub-limit. */
const NOTE_LINE = /^[•\-*▪●]\s|^(pays|max\.?|maximum)\b/i;
/** Words that stand for a row's value in a benefits table. */
const VALUE_PHRASE = /\b(up to (the )?sum insured|covered|included|at actuals?|not covered|n\.a\.)\s*$/i;
const NUMBERED = /^(\d{1,2}|[ivx]{1,4}|[a-z])[.)]?\s+[A-Z]/;

/**
 * The rows that name a benefit by a head phrase (not "Theft from outbuildings" for theft), each
 * with the following lines that carry its figures in a table.
 */
function candidatesFor(rows: readonly Piece[], words: BenefitWords, otherTerms: RegExp | null): Candidate[] {
  const pattern = termPattern(words.terms);
  const found: Candidate[] = [];
  rows.forEach((row, i) => {
    if (!pattern.test(row.text) || looksLikeInstructions(row.text)) return;
    // A phrase that runs on to the next line ("for theft or disappearance / of property from a car").
    const next = rows[i + 1];
    const goesOn = next?.page === row.page && /^[a-z]/.test(next.text) && !/[.;:]$/.test(row.text);
    const exact = namedParts(goesOn ? `${row.text} ${next.text}` : row.text, words).filter(
      (p) => p.naming === 'exact',
    );
    if (exact.length === 0) return;
    const window = [row];
    let continuation = 0;
    for (let j = i + 1; j < rows.length && window.length < 12; j++) {
      const next = rows[j];
      if (!next || next.page !== row.page || next.file !== row.file) break;
      const text = next.text;
      if (VALUE_LINE.test(text) || NOTE_LINE.test(text)) {
        window.push(next);
        continue;
      }
      // A label wrapped over short lines, before its figures (a row that states its value is complete).
      const complete = window.some(
        (r) => readAmounts(r.text).length > 0 || VALUE_LINE.test(r.text) || VALUE_PHRASE.test(r.text),
      );
      const figures = readAmounts(text).length > 0 || readPlainAmounts(text).length > 0;
      if (!complete && !figures && continuation < 4 && text.length < 45 && !NUMBERED.test(text)) {
        continuation++;
        window.push(next);
        continue;
      }
      break;
    }
    const text = window.map((r) => r.text).join(' ');
    let score = 1;
    const figures = limitsOn(text, null, true);
    if (figures.main.length > 0) score += 3;
    else if (figures.sub.length > 0) score += 1;
    if (/\b(covered|included)\b/i.test(row.text) && !NOT_COVERED.test(row.text)) score += 3;
    if (LIMIT_WORDS.test(text)) score += 2;
    if (new RegExp(`^\\W*(\\d{1,2}\\s+)?${pattern.source}`, 'i').test(row.text)) score += 2;
    if (row.text.length < 90) score += 1;
    if (NOT_COVERED.test(row.text)) score -= 1;
    // A row that also names another sub-cover (baggage delay, not baggage) or a special case.
    if (otherTerms?.test(row.text)) score -= 2;
    if (/\b(due to|caused by|arising from)\b/i.test(row.text)) score -= 2;
    // A refusal narrowed by what follows ("we won't cover escape of water caused by ...") refuses only that.
    const governed =
      exact.find((p) => p.governed === 'cover' || (p.governed && !p.restricted))?.governed ?? null;
    found.push({ rows: window, score, governed });
  });
  return found.sort((a, b) => b.score - a.score);
}

/** A table row whose value refuses the cover: "Flood   Not covered". */
const REFUSED_ROW =
  /^\W*(?:\d{1,2}[.)]?\s+)?[A-Za-z][A-Za-z '’&/,-]{1,60}?\s+(?:not covered|not insured|excluded|nil|no cover|not available|n\/a)\W*$/i;

function readSubCover(
  rows: readonly Piece[],
  words: BenefitWords,
  otherTerms: RegExp | null,
  currency: string | null,
  headline: { amount: number; citation: Citation; tiers: number[] } | null,
): SubCoverage {
  const candidates = candidatesFor(rows, words, otherTerms);
  const best = candidates[0];
  if (!best) return { amount: null, currency, status: 'not_stated', citation: null };
  const first = best.rows[0] as Piece;
  const text = best.rows.map((r) => r.text).join(' ');
  const sentence = () => sentenceCitation(rows, first, termPattern(words.terms));
  const refused = best.governed === 'refuse' || REFUSED_ROW.test(first.text);
  if (refused && readAmounts(text).length === 0) {
    return { amount: null, currency, status: 'not_covered', citation: sentence() };
  }
  // Notes under a row ("Pays $150 per 6 hours", "Max $200 per article") are sub-limits.
  const mainText = best.rows
    .filter((r) => !NOTE_LINE.test(r.text) || r === first)
    .map((r) => r.text)
    .join(' ');
  const noteText = best.rows
    .filter((r) => NOTE_LINE.test(r.text) && r !== first)
    .map((r) => r.text)
    .join(' ');
  const plainAllowed =
    /sum insured|limit/i.test(text) || best.rows.some((r) => /^(INR|USD|SGD|AUD|GBP|EUR)$/i.test(r.text));
  const main = limitsOn(mainText, currency, plainAllowed);
  const notes = limitsOn(noteText, currency, false);
  const picked =
    main.main.length > 0
      ? pickAmount(mainText, main.main, main.sub)
      : pickAmount(noteText, [], [...notes.main, ...notes.sub, ...main.sub]);
  if (picked) {
    const holders = best.rows.filter((r) => textStates(r.text, picked.value));
    const holder = holders[0] ?? first;
    return {
      amount: picked.value,
      currency: [...main.main, ...main.sub, ...notes.sub][0]?.currency ?? currency,
      tiers: picked.tiers,
      status: 'covered',
      citation: rowsCitation(best.rows, holder),
    };
  }
  const coveredWords = /\b(covered|included)\b/i.test(text) && !NOT_COVERED.test(text);
  // A rate the cover pays ("£30 for every 6 hours") gives the cover, though not its limit.
  const paysRate = readAmounts(mainText).some((a) =>
    RATE_AFTER.test(mainText.slice(a.index + a.text.length)),
  );
  if ((coveredWords || paysRate || best.governed === 'cover') && !/sum insured/i.test(text)) {
    return { amount: null, currency, status: 'covered', citation: sentence() };
  }
  if (/up to (the )?sum insured/i.test(text) && headline) {
    // The figure comes from the row that states the sum insured, and that row is quoted.
    return {
      amount: headline.amount,
      currency,
      tiers: headline.tiers,
      status: 'covered',
      citation: headline.citation,
    };
  }
  if (STATED_ELSEWHERE.test(text)) return { amount: null, currency, status: 'covered', citation: sentence() };
  return { amount: null, currency, status: 'not_stated', citation: sentence() };
}

/** The headline: the sum insured (home, health) or the main benefit (travel) or the device's cover. */
function readHeadline(rows: readonly Piece[], itemType: string, currency: string | null) {
  const terms = ITEM_TERMS[itemType] ?? [];
  if (terms.length === 0) return null;
  const pattern = termPattern(terms);
  const labelFirst = new RegExp(`^\\W*${pattern.source}`, 'i');
  for (const [i, row] of rows.entries()) {
    if (!pattern.test(row.text) || looksLikeInstructions(row.text) || EXCESS_WORDS.test(row.text)) continue;
    if (itemType === 'home' && !/sum insured/i.test(row.text) && !labelFirst.test(row.text)) continue;
    if (NOT_COVERED.test(row.text)) {
      if (itemType === 'smartphone') return { amount: null, citation: citationOf(row), tiers: [] };
      continue;
    }
    // A table header names the sum insured and the plans' figures follow on the next lines.
    const texts = [row, rows[i + 1], rows[i + 2]].filter((r): r is Piece =>
      Boolean(r && r.page === row.page),
    );
    for (const candidate of texts) {
      const { main } = limitsOn(candidate.text, currency, /sum insured/i.test(row.text));
      const big = main.filter((a) => a.value >= (itemType === 'smartphone' ? 50 : 1000));
      if (
        big.length > 0 &&
        (candidate === row ||
          readAmounts(candidate.text).length + readPlainAmounts(candidate.text).length > 1)
      ) {
        const [first, ...rest] = big;
        if (!first) continue;
        return {
          amount: first.value,
          citation: rowsCitation(texts, candidate),
          tiers: rest.map((a) => a.value),
        };
      }
    }
    if (STATED_ELSEWHERE.test(row.text)) return { amount: null, citation: citationOf(row), tiers: [] };
  }
  return null;
}

type Headline = { amount: number | null; citation: Citation | null; tiers: number[] } | null;

/** Each sub-cover's figure (tables first where they answer) and the headline they lead to. */
function readCovers(
  rows: readonly Piece[],
  itemType: string,
  tables: ReturnType<typeof coverFromTables>,
  currency: string | null,
): { subCoverages: Record<string, SubCoverage>; headline: Headline } {
  const keys = SUB_COVER_TERMS[itemType] ?? {};
  let headline: Headline = readHeadline(rows, itemType, currency);
  const subCoverages: Record<string, SubCoverage> = {};
  for (const [key, cover] of Object.entries(tables)) if (!(key in keys)) subCoverages[key] = cover.sub;
  const read = (key: string) => {
    const others = Object.entries(keys)
      .filter(([k]) => k !== key)
      .flatMap(([, t]) => t);
    return readSubCover(
      rows,
      benefitWords(key, keys[key] ?? []),
      others.length ? termPattern(others) : null,
      currency,
      headline?.amount != null && headline.citation
        ? { amount: headline.amount, citation: headline.citation, tiers: headline.tiers }
        : null,
    );
  };
  // In health tables the in-patient limit is the sum insured that other rows refer to ("up to sum insured").
  if (itemType === 'health' && headline?.amount == null) {
    const inPatient = preferTable(tables.hospitalization, () => read('hospitalization'));
    subCoverages.hospitalization = inPatient;
    if (inPatient.amount !== null && inPatient.citation) {
      headline = {
        amount: inPatient.amount,
        citation: inPatient.citation,
        tiers: [...(inPatient.tiers ?? [])],
      };
    }
  }
  for (const key of Object.keys(keys)) subCoverages[key] ??= preferTable(tables[key], () => read(key));
  return { subCoverages, headline };
}

/**
 * The cover the documents state for an item type. `plan` is the plan the user holds, when the
 * documents have one column per plan; without it each figure is the first plan's that states one.
 */
export function analyseCoverage(
  documents: readonly PolicyDocument[],
  itemType: string,
  plan: string | null = null,
): CoverageAnalysis {
  const fees = remunerationPages(documents);
  const rows = documents.flatMap(rowsOf).filter((r) => !fees.has(`${r.file}#${r.page}`));
  const currency = documentCurrency(documents);
  const tables = coverFromTables(documents, itemType, plan, currency);
  const { subCoverages, headline } = readCovers(rows, itemType, tables, currency);
  readAllowances(subCoverages, rows, itemType, currency);
  let amount = headline?.amount ?? null;
  let amountCitation = headline?.citation ?? null;
  // Travel's headline is its medical cover; health's is its in-patient limit when the table gives one.
  const main =
    itemType === 'travel'
      ? subCoverages.medical_expenses
      : itemType === 'health'
        ? subCoverages.hospitalization
        : undefined;
  if (itemType === 'travel' || (main?.amount != null && amount === null)) {
    amount = main?.amount ?? null;
    amountCitation = main?.citation ?? null;
  }
  // A plan's own cell answers its cover's status; nothing else in the documents outranks it.
  const planTableKeys = new Set(
    Object.keys(subCoverages).filter((k) => tables[k]?.planTable && subCoverages[k] === tables[k]?.sub),
  );
  const plans = amountCitation && main?.citation === amountCitation ? (main.plans ?? []) : [];
  const analysis = withCoverStatus(
    {
      itemType,
      currency,
      amount,
      amountCitation,
      status: 'not_stated',
      plans,
      subCoverages,
      citations: [],
      tokensUsed: 0,
    },
    documents,
    rows,
    planTableKeys,
  );
  const citations = [analysis.amountCitation, ...Object.values(analysis.subCoverages).map((s) => s.citation)];
  return { ...analysis, citations: dedupe(citations.filter((c): c is Citation => c !== null)) };
}

/**
 * A benefit paid as an allowance (so much a day, up to a maximum) whose rows gave no figure: its
 * maximum, when its own section of the policy states one.
 */
function readAllowances(
  subCoverages: Record<string, SubCoverage>,
  rows: readonly Piece[],
  itemType: string,
  currency: string | null,
): void {
  for (const [key, names] of Object.entries(ALLOWANCE_SECTIONS[itemType] ?? {})) {
    const sub = subCoverages[key];
    if (sub && (sub.amount !== null || sub.status === 'not_covered')) continue;
    const allowance = sectionAllowance(rows, names);
    if (!allowance) continue;
    subCoverages[key] = {
      amount: allowance.amount,
      currency: allowance.currency ?? currency,
      tiers: [],
      status: 'covered',
      citation: allowance.citation,
    };
  }
}

/** Pages about what agents are paid ("file#page"): their figures are never limits. */
function remunerationPages(documents: readonly PolicyDocument[]): Set<string> {
  return new Set(
    documents.flatMap((d) =>
      d.pages.flatMap((text, i) => (isRemunerationPage(text) ? [`${d.file}#${i + 1}`] : [])),
    ),
  );
}

function dedupe(citations: Citation[]): Citation[] {
  const seen = new Set<string>();
  return citations.filter((c) => {
    const key = `${c.file}#${c.page}#${c.quote}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
