import { isHeadingLike, linesOf } from './document-lines';
import { sbcTitle } from './sbc-title';
import type { PolicyDocument } from './types';

/**
 * The insurer's registered name. Every regulated insurer prints its legal name with its legal form
 * ("… Limited", "… Pte. Ltd.", "… Pty Ltd", "… plc", "… Inc.", "… Company") and says what it is:
 * "underwritten by X", "The Insurer is X", "We, us, our: X", "Company: X" (the IPID's fixed field),
 * or X followed by its registration ("is authorised by the Prudential Regulation Authority", "ABN",
 * "AFS Licence", "Registered in England", "Co. Reg. No.", "IRDAI Regn."). Each legal name found is
 * scored on those signs and on how many pages carry it; administrators, group policyholders and
 * trademark owners are named too, and the signs tell them apart.
 */

const WORD = String.raw`(?:\p{Lu}[\p{L}\d'’&-]*|\(\p{Lu}[\p{L} ]*\))`;
const JOIN = String.raw`(?:[ \t]+|[ \t]*\n[ \t]*)`;
/**
 * Small words inside a legal name: "Bank of …", "… Versicherungsgesellschaft in Liechtenstein AG". A
 * name runs across them, so its last words ("Liechtenstein AG") are never taken for the whole.
 */
const CONNECTOR = '(?:of|and|&|for|in|de|du)';
const LEGAL_FORM = String.raw`(?:Pte\.?${JOIN}Ltd\.?|Pty\.?${JOIN}(?:Ltd\.?|Limited)|Co\.?,?${JOIN}Ltd\.?|Company${JOIN}Limited|Limited|Ltd\.?|plc|PLC|Inc\.?|Incorporated|LLC|Corporation|Corp\.?|Berhad|Bhd\.?|S\.A\.|SE|AG|N\.V\.|DAC|Company(?![ \t]*:))`;
const COMPANY = new RegExp(
  String.raw`(?<![\p{L}'’&-])${WORD}(?:${JOIN}(?:${CONNECTOR}${JOIN})?${WORD})*${JOIN}${LEGAL_FORM}(?![\p{L}])`,
  'gu',
);

/** Words that name no one in particular: a "company" made only of these is not a name. */
const GENERIC = new Set(
  'the insurance insurer insurers company general life health assurance group our your this any an a'.split(
    ' ',
  ),
);
const LEGAL_WORDS =
  /^(?:pte|pty|co|ltd|limited|plc|inc|incorporated|llc|corporation|corp|berhad|bhd|company|s\.a|se|ag|n\.v|dac)\.?,?$/i;

function distinctive(name: string): boolean {
  return name
    .split(/\s+/)
    .some((w) => !LEGAL_WORDS.test(w) && !GENERIC.has(w.toLowerCase().replace(/[^\p{L}\d]/gu, '')));
}

/** A legal name for comparison: legal forms and punctuation written either way compare equal. */
export function companyKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/\blimited\b/g, 'ltd')
    .replace(/\bcompany\b/g, 'co')
    .replace(/[^\p{L}\d]+/gu, ' ')
    .trim();
}

/** Capitalised words that open a line or sentence but are no part of a name. */
const NOT_NAME = new Set(
  'page us we our insurer insurers company the this your by from about underwritten issued name jan feb mar apr may jun jul aug sep oct nov dec'.split(
    ' ',
  ),
);

function dropLeadingNoise(words: string[]): string[] {
  let start = 0;
  while (
    start < words.length - 1 &&
    (/\d/.test(words[start] ?? '') || NOT_NAME.has((words[start] ?? '').toLowerCase()))
  )
    start++;
  return words.slice(start);
}

/** A name that starts after a verb or preposition on its line is inside a sentence ("… is HDI Global"). */
const IN_SENTENCE = /\b(?:is|are|was|by|of|from|with|to)[ \t]+$/;

/**
 * A name that runs across a line break is only kept whole when nothing after a break is a name on its
 * own: "AnyCompany Insurance / Limited" wrapped, "About the Insurer / Chubb … Limited" did not. A name
 * that a sentence introduces ("… is HDI Global / Specialty SE") wrapped with the sentence.
 */
function trimToLine(text: string, match: string, index: number): { name: string; index: number } {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  if (IN_SENTENCE.test(text.slice(lineStart, index))) return { name: match, index };
  let at = match.lastIndexOf('\n');
  while (at > 0) {
    const rest = match.slice(at + 1).trimStart();
    const wrapped = /\b(?:of|and|&|for|in)\s*$/.test(match.slice(0, at));
    if (!wrapped && /^\p{Lu}/u.test(rest) && distinctive(rest))
      return { name: rest, index: index + match.length - rest.length };
    at = match.lastIndexOf('\n', at - 1);
  }
  return { name: match, index };
}

/** Legal names in a text, each with where it stands. */
export function companyNames(text: string): { name: string; index: number }[] {
  const found: { name: string; index: number }[] = [];
  for (const m of text.matchAll(COMPANY)) {
    const trimmed = trimToLine(text, m[0], m.index);
    const name = dropLeadingNoise(trimmed.name.split(/\s+/)).join(' ');
    if (distinctive(name) && name.split(' ').length <= 10) found.push({ name, index: trimmed.index });
  }
  return found;
}

/** Whether a whole line is a legal name (a letterhead, not a product title). */
export function isCompanyLine(line: string): boolean {
  return companyNames(line).some((c) => c.name.length >= line.replace(/[,.]+$/, '').length - 1);
}

const BEFORE_INSURER =
  /(?:(?:underwritten|insured|issued)(?: and issued)? by|insurer(?: is|:|,)?|company\s*:|is provided by)\s*$/i;
/** A definition of "we": "We, us, our:", "We/Our/Us", "“We”, “us” and “our” means …", "We/us/our means:". */
const DEFINES_WE =
  /\b(?:we|us|our)\b[”"’']?(?:\s*(?:,\s*and|,|\/|and)\s*[“"‘']?(?:we|us|our)\b[”"’']?)+\s*(?:means|refers to|is)?\s*[:\-–]?\s*$/i;
/** "Your insurer for all sections …, apart from …, is X": the insurer named at the end of its sentence. */
const INSURER_SENTENCE = /\binsurer\b[^.;]{0,140}?\b(?:is|are)\s*$/i;
/** An insurer for one section only ("Your insurer under this Section is X") is not the policy's. */
const ONE_SECTION = /\b(?:under|for|in) this section\b/i;
/** The principal an agent acts for: "arranged by Arkwright Brokers on behalf of X". */
const FOR_PRINCIPAL =
  /\b(?:arranged|administered|issued|provided|sold|distributed|managed)\s+by\b[^.;]{1,80}?\bon behalf of\s*$/i;
/**
 * "provided by X", "Provided/Distributed by X", "we are X": the company giving the cover speaks. A company
 * that only arranges, administers or distributes the cover is an agent and gains nothing by it.
 */
const BEFORE_PROVIDER = /(?:provided(?:\s*\/\s*distributed)? by|we are)\s*$/i;
const BEFORE_OTHER =
  /(?:administrator is|held by|belongs to|trade ?marks? of|means|representative of|formerly(?: known as)?)\s*$/i;
const AFTER_REGISTRATION =
  /^[\s,.(]*(?:(?:which|who)\s+)?(?:is|are|whose)?\s*(?:authori[sz]ed|regulated|registered|incorporated|ABN|ACN|AFS|AFSL|UEN|CIN|IRDAI|Co\.? Reg|Reg(?:istration)?\.? No|company (?:registration )?(?:no|number)|FRN|Firm Reference)/i;
const AFTER_DEFINED = /^[^.]{0,40}?["“'‘](?:insurer|we|us|company|insurance company)["”'’]/i;
const INSURER_WORD = /insurance|assurance|underwrit|insurer|mutual|indemnity|general|reinsurance/i;

/** How plainly the text before a name says it is the insurer: 6 when it says so, 0 when it does not. */
function namedAsInsurer(text: string, index: number): number {
  const before = text.slice(Math.max(0, index - 60), index);
  const sentence = text.slice(Math.max(0, index - 200), index);
  if (DEFINES_WE.test(before) || FOR_PRINCIPAL.test(sentence)) return 6;
  const stated = BEFORE_INSURER.test(before) || INSURER_SENTENCE.test(sentence);
  if (!stated) return BEFORE_OTHER.test(before) ? -5 : 0;
  return ONE_SECTION.test(INSURER_SENTENCE.exec(sentence)?.[0] ?? before) ? 0 : 6;
}

function contextScore(text: string, index: number, name: string): number {
  const before = text.slice(Math.max(0, index - 60), index);
  const after = text.slice(index + name.length, index + name.length + 160);
  let score = namedAsInsurer(text, index);
  if (BEFORE_PROVIDER.test(before)) score += 2;
  if (AFTER_REGISTRATION.test(after)) score += 3;
  if (AFTER_DEFINED.test(after)) score += 6;
  return score;
}

interface Candidate {
  name: string;
  score: number;
  pages: Set<string>;
}

function addMentions(candidates: Map<string, Candidate>, document: PolicyDocument): void {
  document.pages.forEach((page, p) => {
    for (const { name, index } of companyNames(page)) {
      const key = companyKey(name);
      const entry = candidates.get(key) ?? { name, score: INSURER_WORD.test(name) ? 2 : 0, pages: new Set() };
      entry.score += contextScore(page, index, name);
      entry.pages.add(`${document.file}#${p}`);
      candidates.set(key, entry);
    }
  });
}

/** A schedule's "Insurer: …" field, which may give a trading name without its legal form. */
const INSURER_LABEL =
  /^(?:insurer|underwriter|insurance company|insured by|underwritten by)\s*:\s*(\p{Lu}[^.;:]{1,70})$/imu;
/** Lloyd's syndicates underwrite under the market's name rather than a company's. */
const LLOYDS = /\b(?:certain )?underwriters at Lloyd['’]s(?:,? London)?/i;

/** A name, not a phrase such as "The insurer shown in your schedule": every word capitalised. */
function isProperName(value: string): boolean {
  const words = value.split(/\s+/);
  return (
    words.length <= 8 &&
    !/^(?:the|your|as|see|shown|refer)$/i.test(words[0] ?? '') &&
    words.every((w) => /^[\p{Lu}\d&(]/u.test(w) || /^(?:of|and|for|in|plc|at)$/.test(w))
  );
}

function statedInsurer(document: PolicyDocument): string | null {
  const sbc = sbcTitle(document.pages);
  if (sbc?.insurer) return sbc.insurer;
  const label = INSURER_LABEL.exec(document.pages.slice(0, 3).join('\n'))?.[1]?.trim();
  return label && isProperName(label) ? label : null;
}

/** A title naming a document ("Homeowners Policy Booklet", "Travel Insurance Policy Wording"). */
const TITLE_KIND = /\b(?:policy|booklet|wording|insurance|cover|certificate|statement|summary)\b/i;
/** "from X" closing a title: the company whose document it is, by its brand ("… Booklet from Contoso"). */
const FROM_BRAND = /(?:^|\s)[Ff]rom\s+(\p{Lu}[\p{L}'’&-]*(?:\s+(?:of|and|&|\p{Lu}[\p{L}'’&-]*)){0,3})$/u;
const MONTH_OR_DAY = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)/i;

/** The brand a title on the first page says the document is from, on the title's line or the next. */
function titleBrand(document: PolicyDocument): string | null {
  const lines = linesOf(document.pages[0] ?? '').slice(0, 10);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const m = FROM_BRAND.exec(line);
    if (!m?.[1] || MONTH_OR_DAY.test(m[1])) continue;
    const title = line.slice(0, m.index).trim() || (lines[i - 1] ?? '');
    if (isHeadingLike(title) && TITLE_KIND.test(title)) return m[1];
  }
  return null;
}

/** Every legal name the documents give, with its score as the insurer, best first. */
export function rankedInsurers(documents: readonly PolicyDocument[]): { name: string; score: number }[] {
  const candidates = new Map<string, Candidate>();
  for (const document of documents) addMentions(candidates, document);
  return [...candidates.values()]
    .map((c) => ({ name: c.name, score: c.score + Math.min(c.pages.size, 5) }))
    .sort((a, b) => b.score - a.score);
}

/** The insurer the documents name, or null when none is named. */
export function readInsurer(documents: readonly PolicyDocument[]): string | null {
  for (const document of documents) {
    const stated = statedInsurer(document);
    if (stated) return stated;
  }
  const best = rankedInsurers(documents)[0];
  if (best && best.score > 2) return best.name;
  if (documents.some((d) => LLOYDS.test(d.pages.slice(0, 3).join('\n')))) return "Underwriters at Lloyd's";
  return documents.map(titleBrand).find(Boolean) ?? null;
}
