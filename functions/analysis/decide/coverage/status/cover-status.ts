import type { Piece } from '#functions/analysis/understand/text';
import type {
  Citation,
  CoverageAnalysis,
  CoverStatus,
  PolicyDocument,
  SubCoverage,
} from '#functions/analysis/understand/types';
import { type BenefitWords, naming } from '#functions/analysis/understand/vocabulary/benefit-phrase';
import { STATED_ELSEWHERE } from '#functions/analysis/understand/vocabulary/terms';
import { costSharingEvidence, listEvidence, perilListEvidence, sectionEvidence } from './cover-lists';
import { eventTableEvidence } from './event-table';
import { benefitsOf, STRENGTH, type StatusEvidence, strongest } from './evidence';
import { phoneCover } from './phone-cover';

/**
 * The status of every cover and of the item's cover as a whole, decided from the shapes of the
 * documents (event tables, lists, sections, cost sharing) together with what the figures said.
 * A document that is itself an add-on to another policy gives only optional cover.
 */

/** The covers a policy of the item type is about: chosen among, never added. */
const CORE: Readonly<Record<string, readonly string[]>> = { home: ['buildings', 'contents'] };

/** A title naming the document an add-on, a rider or an endorsement to another policy. */
const ADD_ON = /\b(add[- ]?on|rider|endorsement)s?\b/i;

/** A document whose title, among its first lines, says it is an add-on ("Dental Extra Add-on Wording"). */
function isAddOn(document: PolicyDocument): boolean {
  const start = (document.pages[0] ?? '').split('\n').slice(0, 6);
  return start.some(
    (line) => line.length <= 80 && !/[.,;:]|\b(any|together with)\b/i.test(line) && ADD_ON.test(line),
  );
}

/** How far a sub-cover's own reading vouches for its status. */
export function readingStrength(sub: SubCoverage, fromPlanTable: boolean): number {
  if (sub.status === 'not_stated') return 0;
  if (fromPlanTable) return STRENGTH.answer;
  return sub.amount !== null ? STRENGTH.listed : STRENGTH.excluded;
}

function documentEvidence(
  documents: readonly PolicyDocument[],
  rows: readonly Piece[],
  itemType: string,
): StatusEvidence[] {
  const benefits = benefitsOf(itemType);
  const core = new Set(CORE[itemType] ?? []);
  return [
    ...eventTableEvidence(documents, benefits),
    ...listEvidence(rows, benefits, core),
    ...sectionEvidence(rows, benefits, core),
    ...perilListEvidence(rows, benefits),
    ...costSharingEvidence(rows, benefits),
  ];
}

/**
 * A sub-cover with the status the strongest evidence gives it. Its own quote stays when it has a
 * figure, or names the cover itself and said the same or nothing of its status; otherwise the
 * evidence is quoted.
 */
function settled(
  sub: SubCoverage | undefined,
  own: number,
  best: StatusEvidence | undefined,
  context: { currency: string | null; words: BenefitWords | undefined },
): SubCoverage | undefined {
  if (!best || (sub && own >= best.strength)) return sub;
  if (!sub)
    return best.strength >= STRENGTH.excluded
      ? { amount: null, currency: context.currency, status: best.status, citation: best.citation }
      : undefined;
  // An answer for the cover itself or an optional mark is quoted; a passing mention is not kept over them.
  const namesIt =
    best.strength < STRENGTH.optional &&
    sub.citation !== null &&
    context.words !== undefined &&
    (sub.status === 'not_stated' || sub.status === best.status) &&
    naming(sub.citation.quote, context.words, true) === 'exact';
  const citation = sub.amount !== null || namesIt ? sub.citation : best.citation;
  return { ...sub, status: best.status, citation };
}

/**
 * The headline's status: the item's own figure or any cover it gives makes it covered (optional
 * when every cover is optional); a phone is covered as the policy covers a phone.
 */
function headlineStatus(
  analysis: CoverageAnalysis,
  subs: Readonly<Record<string, SubCoverage>>,
  phone: StatusEvidence | null,
  addOn: boolean,
): { status: CoverStatus; citation: Citation | null } {
  if (analysis.itemType === 'smartphone' && analysis.amount === null && phone)
    return { status: phone.status, citation: phone.citation };
  const statuses = Object.values(subs).map((s) => s.status);
  const stated =
    analysis.amount !== null ||
    statuses.includes('covered') ||
    (analysis.amountCitation !== null && STATED_ELSEWHERE.test(analysis.amountCitation.quote));
  const status: CoverStatus = stated
    ? 'covered'
    : statuses.includes('optional')
      ? 'optional'
      : statuses.length > 0 && statuses.every((s) => s === 'not_covered')
        ? 'not_covered'
        : 'not_stated';
  return { status: status === 'covered' && addOn ? 'optional' : status, citation: null };
}

/**
 * The analysis with every cover's status decided from the documents. `planTableKeys` are the keys
 * whose reading came from a plan's own cell, which nothing else outranks.
 */
export function withCoverStatus(
  analysis: CoverageAnalysis,
  documents: readonly PolicyDocument[],
  rows: readonly Piece[],
  planTableKeys: ReadonlySet<string>,
): CoverageAnalysis {
  const benefits = benefitsOf(analysis.itemType);
  const evidence = documentEvidence(documents, rows, analysis.itemType);
  const phone = phoneCover(documents, rows);
  if (phone && analysis.itemType === 'travel') evidence.push({ ...phone, key: 'mobile_phone' });
  // Among equally strong evidence, a quote whose head phrase names the cover is the one to show.
  const headed = (e: StatusEvidence) => {
    const words = benefits.find(([k]) => k === e.key)?.[1];
    return words !== undefined && naming(e.citation.quote, words, true) === 'exact';
  };
  const best = strongest([...evidence.filter(headed), ...evidence.filter((e) => !headed(e))]);
  const subs: Record<string, SubCoverage> = {};
  const keys = new Set([...Object.keys(analysis.subCoverages), ...best.keys()]);
  for (const key of keys) {
    const sub = analysis.subCoverages[key];
    const own = sub ? readingStrength(sub, planTableKeys.has(key)) : 0;
    const words = benefits.find(([k]) => k === key)?.[1];
    const next = settled(sub, own, best.get(key), { currency: analysis.currency, words });
    if (next) subs[key] = next;
  }
  // What an add-on document covers comes only with the add-on.
  const addOns = new Set(documents.filter(isAddOn).map((d) => d.file));
  for (const [key, sub] of Object.entries(subs))
    if (sub.status === 'covered' && sub.citation && addOns.has(sub.citation.file))
      subs[key] = { ...sub, status: 'optional' };
  const addOn = documents.length > 0 && addOns.size === documents.length;
  const headline = headlineStatus(analysis, subs, phone, addOn);
  const amountCitation = analysis.amountCitation ?? headline.citation;
  return { ...analysis, status: headline.status, amountCitation, subCoverages: subs };
}
