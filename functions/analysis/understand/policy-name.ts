import { type PageLayout, rowText } from '../read/layout';
import { isHeadingLike, linesOf, runningLines } from './document-lines';
import { isCompanyLine } from './insurer-name';
import { sbcTitle } from './sbc-title';
import type { PolicyDocument } from './types';

/**
 * A policy's product name, from the places documents print it, strongest first:
 * 1. a labelled field: the IPID's "Product:", "Product name:", "Policy name:", the SBC's first line;
 * 2. a title on the first page: the words before a document kind ("FWD Travel insurance / Policy
 *    wording", "Keycare Policy Booklet", "Well Baby Well Mother - Add On Wordings"), or the heading
 *    beside a title that names only the kind ("KEY FACTS ABOUT THIS HOME BUILDING POLICY" then
 *    "Household building insurance");
 * 3. the same in running headers ("Global Health Care / Policy Wordings / Page 1");
 * 4. "<Name> Product Disclosure Statement" and the like in the sentences of the first three pages;
 * 5. a heading naming an insurance ("SCOOTSURANCE / TRAVEL INSURANCE") on the first pages;
 * 6. the title page's own title: its largest type where that stands out from the text, or (for a
 *    document read without its layout) its first heading.
 * Trademark signs are no part of a name ("Wayfarer ®"). A sentence or a section's heading is never
 * a name, and a document that names no product gets null (the policy keeps its file's name).
 */

const DOC_KIND =
  /\b(?:supplementary product disclosure statement|product disclosure statement|insurance product information document|summary of benefits and coverage|key facts(?: sheet)?|policy wordings?|policy booklet|policy document|policy schedule|policy summary|summary of cover|terms and conditions|certificate of insurance|add[- ]on wordings?)\b/i;

/** "… Insurance Policy" as a whole heading: "policy" names the kind only at a heading's end. */
const POLICY_AT_END = /\bpolicy$/i;

/** Where each document kind stands in a line, and "… policy" ending a heading. */
function kindsIn(line: string): { index: number; length: number }[] {
  const found = [...line.matchAll(new RegExp(DOC_KIND.source, 'gi'))].map((m) => ({
    index: m.index,
    length: m[0].length,
  }));
  const atEnd = POLICY_AT_END.exec(line);
  if (!found.length && atEnd && isHeadingLike(line))
    found.push({ index: atEnd.index, length: atEnd[0].length });
  return found;
}

/** Lower-case words that still belong to a product name ("FWD Travel insurance"). */
const NAME_LOWER = new Set(
  'insurance cover travel home building buildings contents health care car motor life pet key household and & of'.split(
    ' ',
  ),
);
const CONNECTORS = new Set(['and', '&', 'of']);
/** Words of headings and sentences, not of names: a name ends where one stands ("About Your Policy"). */
const NOT_NAME = new Set(
  'about to with in on at by from welcome how what when where why who which this that these if please read see important information introduction definitions section part page thank you we us our making'.split(
    ' ',
  ),
);
/** Words that on their own name no product. */
const GENERIC = new Set('insurance assurance policy the your our this my product general'.split(' '));
/** Words that say the kind of cover, not whose product it is. */
const KIND_WORDS = new Set(
  'car motor home homeowners homeowner house household building buildings contents renters tenants condominium condo dwelling travel health medical life pet key keys mobile phone gadget business family personal accident care landlord cover'.split(
    ' ',
  ),
);

const bare = (word: string) => word.toLowerCase().replace(/[^\p{L}\d&]/gu, '');

/** The words of a name that end where the text before a document kind ends. */
function runBefore(text: string): string[] {
  const tokens = text
    .replace(/[\s/|:,–—-]+$/, '')
    .split(/\s+/)
    .filter(Boolean);
  const run: string[] = [];
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = (tokens[i] ?? '').replace(/[-–—/|]+$/, '').replace(/[®™©]/g, '');
    const glued = /^\d+(\p{Lu}[\p{L}'’&-]*)$/u.exec(token);
    if (glued?.[1]) {
      run.unshift(glued[1]);
      break;
    }
    const capitalised = /^[\p{Lu}&][\p{L}'’&-]*$/u.test(token) || /^\(\p{Lu}[\p{L}]*\)$/u.test(token);
    if ((!capitalised && !NAME_LOWER.has(token)) || NOT_NAME.has(bare(token))) break;
    run.unshift(token);
  }
  while (run.length && CONNECTORS.has(bare(run[0] ?? ''))) run.shift();
  return run;
}

function validRun(words: readonly string[]): boolean {
  return (
    words.length > 0 &&
    words.length <= 8 &&
    words.some((w) => /^\p{Lu}/u.test(w)) &&
    words.some((w) => !GENERIC.has(bare(w)))
  );
}

function distinctive(words: readonly string[]): boolean {
  return words.some((w) => !GENERIC.has(bare(w)) && !KIND_WORDS.has(bare(w)) && !CONNECTORS.has(bare(w)));
}

function titleCase(word: string): string {
  if (word.length <= 3 && !['AND', 'OF', 'THE', 'FOR'].includes(word)) return word;
  return word.charAt(0) + word.slice(1).toLowerCase();
}

/** A name as shown: no trailing "policy", no leading "Your" before a brand, capitals softened. */
function cleanName(words: readonly string[]): string {
  // A page number printed against the title ("1Chubb Business") is no part of it.
  let out = words.map((w, i) => (i === 0 ? w.replace(/^\d+(?=\p{Lu})/u, '') : w));
  while (out.length > 1 && bare(out[out.length - 1] ?? '') === 'policy') out = out.slice(0, -1);
  if (bare(out[0] ?? '') === 'your' && distinctive(out.slice(1, 2))) out = out.slice(1);
  const name = out.join(' ');
  return /\p{Ll}/u.test(name) ? name : out.map(titleCase).join(' ');
}

const words = (text: string) => text.split(' ').filter(Boolean);

/** A heading made only of words a name is made of (not a tagline such as "Look after yourself"). */
function isNameLine(line: string): boolean {
  return (
    isHeadingLike(line) &&
    !isCompanyLine(line) &&
    !DOC_KIND.test(line) &&
    runBefore(line).length === words(line).length
  );
}

/** Name-like heading lines just above line i (at most three), nearest last. */
function headingsAbove(lines: readonly string[], i: number): string[] {
  const above: string[] = [];
  for (let j = i - 1; j >= 0 && above.length < 3 && isNameLine(lines[j] ?? ''); j--)
    above.unshift(lines[j] ?? '');
  return above;
}

const NAMES_COVER = /\b(?:insurance|assurance|cover|plan|protection)\b/i;

/**
 * A name of kind words alone that says no cover ("Homeowners" before "Policy Booklet") names a
 * product only with the form word the title gives it: "Homeowners Policy".
 */
function withFormWord(name: string, kind: string): string {
  const form = /^policy\b/i.exec(kind)?.[0];
  if (!form || distinctive(words(name)) || NAMES_COVER.test(name)) return name;
  return `${name} ${titleCase(form)}`;
}

/** A name from the words before a document kind, widened by the heading above when they are generic. */
function nameBeforeKind(lines: readonly string[], i: number, before: string, kind = ''): string | null {
  const run = runBefore(before);
  if (!validRun(run)) return null;
  if (!distinctive(run) && run.join(' ') === before.replace(/[\s/|:,–—-]+$/, '').trim()) {
    const widened = [...headingsAbove(lines, i).flatMap(words), ...run];
    if (validRun(widened) && distinctive(widened)) return cleanName(widened);
  }
  return withFormWord(cleanName(run), kind);
}

/**
 * A name beside a title that names only the document's kind: the heading above (a brand or product
 * line), else the heading below when it names a cover (not "Important information").
 */
function nameBesideTitle(lines: readonly string[], i: number): string | null {
  const above = headingsAbove(lines, i).flatMap(words);
  if (validRun(above)) return cleanName(above);
  const below = lines[i + 1] ?? '';
  return isNameLine(below) && NAMES_COVER.test(below) && validRun(words(below))
    ? cleanName(words(below))
    : null;
}

/** The name a line gives beside a document kind; adjacent headings count only around a title. */
function nameAtKind(lines: readonly string[], i: number, besideTitles: boolean): string | null {
  const line = lines[i] ?? '';
  for (const kind of kindsIn(line)) {
    const before = line.slice(0, kind.index);
    const name = nameBeforeKind(lines, i, before, line.slice(kind.index, kind.index + kind.length));
    if (name) return name;
    const title = before.trim() === '' || isHeadingLike(line);
    if (besideTitles && title) {
      const beside = nameBesideTitle(lines, i);
      if (beside) return beside;
    }
  }
  return null;
}

function firstNameAtKind(lines: readonly string[], besideTitles: boolean): string | null {
  for (let i = 0; i < lines.length; i++) {
    const name = nameAtKind(lines, i, besideTitles);
    if (name) return name;
  }
  return null;
}

const NAME_LABEL =
  /\b(?:product|product name|policy name|name of (?:the )?(?:product|policy))\s*:\s*(.+?)(?=\s+(?:company|insurer)\s*:|$)/i;
const NAME_LABEL_ALONE = /^(?:product|product name|policy name)\s*:$/i;

/** "Product:" with its value on the same line, or alone with the value on the next (two-column layouts). */
function labelledName(document: PolicyDocument): string | null {
  const sbc = sbcTitle(document.pages);
  if (sbc) return sbc.plan;
  const lines = document.pages.slice(0, 3).flatMap(linesOf);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const alone = NAME_LABEL_ALONE.test(line);
    const value = alone ? lines[i + 1] : NAME_LABEL.exec(line)?.[1]?.trim();
    if (value && (!alone || isNameLine(value)) && validRun(words(value)) && words(value).length <= 8)
      return cleanName(words(value));
  }
  return null;
}

/** A heading on the first pages that names an insurance, widened by the heading above it. */
function insuranceHeading(lines: readonly string[]): string | null {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (/\b(?:insurance|assurance)\b/i.test(line) && isNameLine(line) && validRun(words(line)))
      return nameBeforeKind(lines, i, line);
  }
  return null;
}

/** Words of a section's heading, never of a product's name ("General Exclusions", "Claims Procedure"). */
const SECTION_WORDS = new Set(
  'exclusions exclusion conditions condition definitions definition claims claim procedure benefits schedule notice complaints complaint contact index glossary table privacy declaration endorsements endorsement'.split(
    ' ',
  ),
);

/** A title that names a product: a heading of name words, whose own, not a section's. */
function titleName(line: string): string | null {
  const all = words(line);
  if (!isNameLine(line) || !validRun(all) || !distinctive(all)) return null;
  return all.some((w) => SECTION_WORDS.has(bare(w))) ? null : cleanName(all);
}

/** Type this much larger than the page's text is a title, not a section's heading. */
const TITLE_SCALE = 1.6;

/** The lines of a page set in one size, a title that wraps kept whole, largest first. */
function linesBySize(layout: PageLayout): { text: string; height: number }[] {
  const groups: { text: string; height: number; y: number }[] = [];
  for (const row of layout.rows) {
    const text = rowText(row).trim();
    if (!text) continue;
    const last = groups[groups.length - 1];
    const sameTitle =
      last && Math.abs(last.height - row.height) <= row.height * 0.1 && row.y - last.y <= row.height * 2;
    if (sameTitle) groups[groups.length - 1] = { ...last, text: `${last.text} ${text}`, y: row.y };
    else groups.push({ text, height: row.height, y: row.y });
  }
  return groups.sort((a, b) => b.height - a.height);
}

/** The largest title on the first page, where its type stands out from the page's text. */
function largestTitle(layout: PageLayout): string | null {
  const heights = layout.rows.map((r) => r.height).sort((a, b) => a - b);
  const text = heights[Math.floor(heights.length / 2)] ?? 0;
  for (const line of linesBySize(layout)) {
    if (line.height < text * TITLE_SCALE) return null;
    const name = titleName(line.text);
    if (name) return name;
  }
  return null;
}

/** The title page's title: its largest type, or its first heading when the layout is not known. */
function titlePageName(document: PolicyDocument): string | null {
  const layout = document.layout?.[0];
  if (layout) return largestTitle(layout);
  for (const line of linesOf(document.pages[0] ?? '').slice(0, 3)) {
    const name = titleName(line);
    if (name) return name;
  }
  return null;
}

type Reader = (document: PolicyDocument) => string | null;

/**
 * A page's sentences as one line each, so a document kind that wraps ("… Household Insurance Product /
 * Disclosure Statement") is still found; headings stay fenced off so they do not run into the text.
 */
function paragraphs(page: string): string[] {
  const out: string[] = [];
  let open = false;
  for (const line of linesOf(page)) {
    if (open && !isHeadingLike(line)) out[out.length - 1] = `${out[out.length - 1]} ${line}`;
    else out.push(line);
    open = !isHeadingLike(line);
  }
  return out;
}

const READERS: readonly Reader[] = [
  labelledName,
  (d) => firstNameAtKind(linesOf(d.pages[0] ?? ''), true),
  (d) => firstNameAtKind(runningLines(d.pages), false),
  (d) => firstNameAtKind(d.pages.slice(0, 3).flatMap(paragraphs), false),
  (d) => insuranceHeading(d.pages.slice(0, 3).flatMap(linesOf)),
  titlePageName,
];

/** "Wayfarer ®", "Wayfarer™": a trademark sign, set apart or not, is no part of a name. */
const MARKS = /[ \t]*[®™©℠]/g;

function withoutMarks(document: PolicyDocument): PolicyDocument {
  return {
    ...document,
    pages: document.pages.map((page) => page.replace(MARKS, '')),
    ...(document.layout && {
      layout: document.layout.map((page) => ({
        ...page,
        rows: page.rows.map((row) => ({
          ...row,
          cells: row.cells.map((cell) => ({ ...cell, text: cell.text.replace(MARKS, '') })),
        })),
      })),
    }),
  };
}

/**
 * The product name the documents print, or null for the user to fill in. Where two documents give
 * a name the same way (a schedule's "Home Insurance", a wording's "Contoso Premier Home"), the one
 * that says whose product it is wins.
 */
export function readPolicyName(documents: readonly PolicyDocument[]): string | null {
  const unmarked = documents.map(withoutMarks);
  for (const read of READERS) {
    const names = unmarked.map(read).filter((name): name is string => name !== null);
    const name = names.find((n) => distinctive(words(n))) ?? names[0];
    if (name) return name;
  }
  return null;
}
