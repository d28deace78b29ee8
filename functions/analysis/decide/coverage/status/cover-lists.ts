import type { Piece } from '#functions/analysis/understand/text';
import type { Citation } from '#functions/analysis/understand/types';
import type { BenefitWords, NamedPart } from '#functions/analysis/understand/vocabulary/benefit-phrase';
import { sectionTitles } from '../section-allowance';
import { exactKeys, keysIn, quoteOf, STRENGTH, type StatusEvidence } from './evidence';

/**
 * Covers named in the lists and sections of a summary or wording: an IPID's "What is insured?"
 * and "What is not insured?" lists and its optional extras, a wording's perils under "What is
 * covered", its exclusions, its sections (a section's title says the policy has that cover), and
 * the words that make a cover depend on what the holder chose: "Optional covers", "if shown in
 * your schedule", "only if you have chosen", "this section only applies when shown on your
 * schedule". The covers a policy is about (a home's buildings and contents) stay covered whatever
 * such words say of them, as the holder chooses among them rather than adds them.
 */
type Context = 'cover' | 'exclusion' | 'definition' | 'condition' | null;

interface RowContext {
  readonly context: Context;
  readonly optional: boolean;
}

/** Headings that start a list of covers, exclusions, definitions or conditions (read with `headingLead`). */
const COVER_HEADING_LEAD =
  /^(?:what(?:'s| is| are) (?:insured|covered|included)|what (?:we|this section|this policy|your policy) (?:will )?(?:cover|covers|pays?)|what your policy covers|insured events|perils insured against|extensions? automatically included|automatic extensions?|additional covers?|what else is covered)/i;
const COVER_LEAD =
  /^(?:we insure|we cover|we will pay for|(?:your|this|the) (?:policy|section) (?:also )?covers|under the .{3,40} section .{0,20}covers)\b|\b(?:caused by|by|the following perils|as follows|include|includes)\s*[:;]\s*$/i;
const EXCLUSION_HEADING_LEAD =
  /^(?:what(?:'s| is| are) not (?:insured|covered|included)|what (?:we|this section|this policy|your policy) (?:will |does )?not (?:cover|pay)|what your policy does not cover|(?:general |section )?exclusions?|services your plan generally does not cover)/i;
/** A lead into a list that refuses: "We will not pay for:", "The exclusions include:". */
const EXCLUSION_LEAD =
  /^we (?:will|do) not (?:pay|cover|insure)\b.*:\s*$|\bthe following classes of property\s*:?\s*$|^(?=.{0,80}$)(?:\S+\s+){0,3}(?:exclusions?|excluded|not covered|not insured|we will not|we won't|we do not)\b.*:\s*$/i;
const DEFINITION_LEAD =
  /^(?:definitions?(?: of terms)?|meaning of (?:words|terms)|words (?:and phrases )?with (?:special|specific) meanings?|glossary|important definitions)/i;
const CONDITION_LEAD =
  /^(?:what you must do|(?:general |special |claims? |policy )?conditions|your obligations|what are my obligations|making a claim|how to (?:make a )?claim)/i;

/**
 * A heading's words that end the line, or after which a new sentence starts ("What is not covered
 * In addition to ..."): not the same words running on in a sentence ("What is not included in").
 */
function headingLead(pattern: RegExp): (text: string) => boolean {
  return (text) => {
    const m = pattern.exec(text);
    if (!m) return false;
    const after = text.slice(m[0].length);
    return /^\s*[?:.]?\s*$/.test(after) || /^\s+[A-Z(\d•▪●-]/.test(after);
  };
}
const OPTIONAL_LEAD =
  /^(?:optional (?:covers?|extras?|extensions?|benefits?|sections?)|extra covers? you can|add-?ons?\b|for an additional premium|cover can be extended to include|you can (?:also )?(?:add|buy|choose)|other covers? available)|\bcan be extended to include\s*:?\s*$/i;
/** A heading of a cover of its own ("Well mother cover"): the exclusions listed before it have ended. */
const COVER_HEADING = /\b(cover|benefits?|insurance|extension)$/i;
/** Words in a line that make a cover named next to them depend on the holder's choice. */
const OPTIONAL_MARK =
  /\bif (?:shown|stated) (?:as included )?(?:in|on) (?:your|the) (?:policy )?schedule|\bonly (?:applies?|apply) (?:if|when) shown|\bif (?:cover has been |you have |you've )?(?:selected|chosen|bought|purchased|added)\b|\(if (?:included|selected|chosen)\)|\boptional\b|\bonly if you have (?:chosen|selected|bought)|\bfor an additional premium\b/i;
/** Words on a section's page that make the whole section depend on the schedule. */
const SECTION_MARK =
  /\b(?:this|these) (?:section|cover|covers|extension)s? (?:only )?(?:applies?|apply) (?:if|when) shown\b|\byour schedule (?:tells|shows|will show) (?:you )?(?:if|whether) this (?:section|cover) is (?:in force|included)|\(if included\)|\bif this section is (?:shown|included|in force)/i;

const coverHeading = headingLead(COVER_HEADING_LEAD);
const matches = (pattern: RegExp) => (text: string) => pattern.test(text);
const LEADS: readonly [(text: string) => boolean, Context, boolean][] = [
  [headingLead(DEFINITION_LEAD), 'definition', false],
  [headingLead(EXCLUSION_HEADING_LEAD), 'exclusion', false],
  [matches(EXCLUSION_LEAD), 'exclusion', false],
  [headingLead(CONDITION_LEAD), 'condition', false],
  [matches(OPTIONAL_LEAD), 'cover', true],
  [coverHeading, 'cover', false],
  [matches(COVER_LEAD), 'cover', false],
];

/** A line short enough and without a sentence's punctuation to be a heading. */
const shortHeading = (text: string) => text.length <= 60 && !/[.;,:!?]/.test(text);

/** "B. Alternative Accommodation or Loss of Rent": a cover of its own after the list before it. */
const LETTERED_HEADING = /^[A-Z][.)]\s+[A-Z]/;

/**
 * Each row's context: under which lead it sits, and whether an optional lead runs over it. A
 * section's title starts afresh (its own words may be a lead: "Section I - Exclusions"); a lettered
 * heading after an exclusion list goes back to what the section's heading said it lists.
 */
function readContexts(rows: readonly Piece[]): RowContext[] {
  const titles = sectionTitles(rows);
  let context: Context = null;
  let base: Context = null;
  let optional = false;
  return rows.map((row, i) => {
    const text = row.text
      .replace(/^[^A-Za-z]+/, '')
      .replace(/^(?:section|part)\s+[\dA-Z]{1,3}\s*[-–:.]?\s*/i, '')
      .trim();
    if (titles[i] !== titles[i - 1] || rows[i - 1]?.file !== row.file) {
      [context, base] = [null, null];
      optional = /\boptional\b/i.test(titles[i] ?? '');
    }
    const lead = LEADS.find(([test]) => test(text));
    if (lead) {
      [, context, optional] = lead;
      if (lead[0] === coverHeading) base = 'cover';
    } else if (/^[A-Z][A-Za-z ]{2,30}:$/.test(text)) optional = false;
    else if (context === 'exclusion' && shortHeading(text) && COVER_HEADING.test(text))
      [context, base, optional] = [null, null, false];
    else if (
      context === 'exclusion' &&
      base &&
      LETTERED_HEADING.test(row.text.trim()) &&
      shortHeading(text.slice(2))
    )
      context = base;
    return { context, optional };
  });
}

const contextsOf = new WeakMap<readonly Piece[], RowContext[]>();

/** Each row's context (read once for the rows of an analysis). */
export function rowContexts(rows: readonly Piece[]): RowContext[] {
  const known = contextsOf.get(rows);
  if (known) return known;
  const contexts = readContexts(rows);
  contextsOf.set(rows, contexts);
  return contexts;
}

/**
 * A quote of `count` rows of a page from `from`, run on to the next lines while its words are too
 * few to read ("Buildings:").
 */
function cite(rows: readonly Piece[], from: number, count = 1): Citation {
  const first = rows[from];
  const samePage = (r: Piece | undefined): r is Piece => r?.page === first?.page && r?.file === first?.file;
  const quoted = rows.slice(from, from + count).filter(samePage);
  const words = () => quoted.flatMap((r) => r.text.split(/\s+/)).filter((w) => /[a-z]{2}/i.test(w)).length;
  for (let at = from + quoted.length; words() < 4 && quoted.length < 3 && samePage(rows[at]); at++)
    quoted.push(rows[at] as Piece);
  return {
    file: first?.file ?? '',
    page: first?.page ?? 0,
    quote: quoteOf(quoted.map((r) => r.text).join(' ')),
  };
}

/** The key named nearest to an optional mark in the line, when it is named exactly. */
function nearestToMark(text: string, named: ReadonlyMap<string, readonly NamedPart[]>): string | null {
  const mark = OPTIONAL_MARK.exec(text.toLowerCase());
  if (!mark) return null;
  let best: { key: string; distance: number } | null = null;
  for (const [key, parts] of named) {
    for (const part of parts) {
      if (part.naming !== 'exact') continue;
      const distance = Math.abs(part.at - mark.index);
      if (!best || distance < best.distance) best = { key, distance };
    }
  }
  return best?.key ?? null;
}

/** Evidence from the covers each row names in its context, and from optional words beside them. */
export function listEvidence(
  rows: readonly Piece[],
  benefits: readonly [string, BenefitWords][],
  core: ReadonlySet<string>,
): StatusEvidence[] {
  const contexts = rowContexts(rows);
  const out: StatusEvidence[] = [];
  rows.forEach((row, i) => {
    const { context, optional } = contexts[i] ?? { context: null, optional: false };
    if (context === 'definition') return;
    const next = rows[i + 1];
    // A sentence wrapped on to the next line ("... if shown / as included on your schedule").
    const wraps = next && next.page === row.page && !/[.;:]$/.test(row.text) && /^[a-z(]/.test(next.text);
    const joined = next && wraps ? [row, next] : [row];
    const named = keysIn(row.text, benefits);
    const exact = exactKeys(named).filter((key) => !core.has(key));
    const add = (key: string, status: StatusEvidence['status'], strength: number) =>
      out.push({ key, status, strength, citation: cite(rows, i, joined.length) });
    if (optional && context === 'cover') for (const key of exact) add(key, 'optional', STRENGTH.optional);
    else if (context === 'cover') for (const key of exactKeys(named)) add(key, 'covered', STRENGTH.listed);
    else if (context === 'exclusion')
      for (const key of exact)
        if (named.get(key)?.some((p) => p.naming === 'exact' && !p.restricted && p.governed !== 'cover'))
          add(key, 'not_covered', STRENGTH.excluded);
    const text = joined.map((r) => r.text).join(' ');
    const marked = nearestToMark(text, keysIn(text, benefits));
    if (marked && !core.has(marked)) add(marked, 'optional', STRENGTH.optional);
  });
  return out;
}

const NUMBERED_ITEM = /^\s*(\d{1,2})[.)]\s+\S/;

/** Runs of numbered items ("1. fire", "2. storm", ...), each item with its wrapped lines. */
function numberedRuns(rows: readonly Piece[]): { at: number; count: number }[][] {
  const runs: { at: number; count: number }[][] = [];
  let run: { at: number; count: number }[] = [];
  rows.forEach((row, i) => {
    const n = Number(NUMBERED_ITEM.exec(row.text)?.[1] ?? Number.NaN);
    const last = run[run.length - 1];
    if (n === 1 || (last && n === run.length + 1 && rows[last.at]?.page === row.page)) {
      if (n === 1) {
        run = [];
        runs.push(run);
      }
      run.push({ at: i, count: 1 });
    } else if (last && i - last.at === last.count && !/^[A-Z]/.test(row.text) && last.count < 4) last.count++;
  });
  return runs.filter((r) => r.length >= 4);
}

/**
 * A numbered list of perils ("1. fire ... 3. storm, flood or weight of snow ... 6. theft") names
 * what a section insures against, wherever the page prints its lead ("Your policy covers loss or
 * damage caused by:"): where at least three of its items name covers and no exclusion lead stands
 * over it, each is covered.
 */
export function perilListEvidence(
  rows: readonly Piece[],
  benefits: readonly [string, BenefitWords][],
): StatusEvidence[] {
  const contexts = rowContexts(rows);
  return numberedRuns(rows).flatMap((run) => {
    const context = contexts[run[0]?.at ?? 0]?.context;
    if (context === 'exclusion' || context === 'definition') return [];
    const items = run.map((item) => ({
      item,
      keys: exactKeys(
        keysIn(
          rows
            .slice(item.at, item.at + item.count)
            .map((r) => r.text)
            .join(' '),
          benefits,
        ),
      ),
    }));
    if (items.filter((i) => i.keys.length > 0).length < 3) return [];
    return items.flatMap(({ item, keys }) =>
      keys.map((key) => ({
        key,
        status: 'covered' as const,
        strength: STRENGTH.listed,
        citation: cite(rows, item.at, item.count),
      })),
    );
  });
}

const SECTION_START = /^(section|part)\s+(\d{1,2}[A-Z]?|[A-Z]\d?)\b/i;

/**
 * Sections: a section's title says the policy has the cover it names; a section whose page makes
 * it depend on the schedule ("This section only applies when shown on your schedule") or whose
 * title says optional is an optional cover.
 */
export const sectionEvidence: EvidenceReader = (rows, benefits, core) => {
  const titles = sectionTitles(rows);
  return rows.flatMap((row, i) => {
    const title = titles[i];
    const opens = title && title !== titles[i - 1] && SECTION_START.test(row.text);
    const titled = opens ? titleEvidence(title, benefits, core, cite(rows, i)) : [];
    return SECTION_MARK.test(row.text) ? [...titled, ...markedHeadings(rows, i, benefits, core)] : titled;
  });
};

/** A reader of one kind of evidence, from the rows, the benefits' words and the covers every policy has. */
type EvidenceReader = (
  rows: readonly Piece[],
  benefits: readonly [string, BenefitWords][],
  core: ReadonlySet<string>,
) => StatusEvidence[];

/** A section's title names the cover it gives, or the optional cover it is. */
function titleEvidence(
  title: string,
  benefits: readonly [string, BenefitWords][],
  core: ReadonlySet<string>,
  citation: StatusEvidence['citation'],
): StatusEvidence[] {
  const status = /\boptional\b/i.test(title) ? 'optional' : 'covered';
  return exactKeys(keysIn(title, benefits))
    .filter((key) => status === 'covered' || !core.has(key))
    .map((key) => ({ key, status, strength: STRENGTH.listed, citation }));
}

/** The headings beside words that make a section optional, each quoted with those words. */
function markedHeadings(
  rows: readonly Piece[],
  i: number,
  benefits: readonly [string, BenefitWords][],
  core: ReadonlySet<string>,
): StatusEvidence[] {
  const row = rows[i] as Piece;
  const near = rows
    .slice(Math.max(0, i - 3), i + 4)
    .filter((r) => r.page === row.page && r.file === row.file);
  const headings = near.filter((r) => r !== row && r.text.length <= 60 && !/[.;,]$/.test(r.text));
  return headings.flatMap((heading) => {
    const from = Math.min(i, rows.indexOf(heading, Math.max(0, i - 3)));
    const citation = cite(rows, from, Math.abs(rows.indexOf(heading, from) - i) + 1);
    return exactKeys(keysIn(heading.text, benefits))
      .filter((key) => !core.has(key))
      .map((key) => ({ key, status: 'optional' as const, strength: STRENGTH.optional, citation }));
  });
}

const EVENT = /^if (?:you|your child) (?:need|needs|have|has|are)\s+(?:an?\s+)?/i;

/** US cost sharing ("20% coinsurance", "$35 copay", "No charge"): the service is covered. */
const COST_SHARING = /\b\d+% coinsurance\b|\bcopay(ment)?\b|\bno charge\b/i;

/**
 * A US Summary of Benefits and Coverage: a service named in the table ("If you need mental health
 * services", "Inpatient services") with cost sharing on its row or the rows under it is covered.
 */
export function costSharingEvidence(
  rows: readonly Piece[],
  benefits: readonly [string, BenefitWords][],
): StatusEvidence[] {
  // Only a US-style table of what the holder pays (coinsurance, copays), not a stray "no charge".
  if (!rows.some((r) => /\bcoinsurance\b|\bcopay/i.test(r.text))) return [];
  return rows.flatMap((row, i) => {
    const under = rows.slice(i, i + 7).filter((r) => r.page === row.page && r.file === row.file);
    const shared = under.findIndex((r) => COST_SHARING.test(r.text));
    if (shared < 0) return [];
    // "If you need mental / health services": the event's words run over the lines above its costs.
    const event = EVENT.test(row.text) ? under.slice(0, Math.max(shared, 1)) : [row];
    const text = event
      .map((r) => r.text)
      .join(' ')
      .replace(EVENT, '');
    const keys = [...keysIn(text, benefits).keys()];
    if (keys.length === 0) return [];
    const citation = cite(rows, i, shared + 1);
    return keys.map((key) => ({ key, status: 'covered' as const, strength: STRENGTH.listed, citation }));
  });
}
