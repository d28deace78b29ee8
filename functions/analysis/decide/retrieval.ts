import { readAmounts } from '../understand/amounts';
import type { Clause } from '../understand/clauses';
import { type PolicyModel, policyModel } from '../understand/policy-model';
import { looksLikeInstructions, type Piece, squash } from '../understand/text';
import type { Citation, ClaimFacts, PolicyDocument } from '../understand/types';
import { ITEM_TERMS, STATED_ELSEWHERE, SUB_COVER_TERMS } from '../understand/vocabulary/terms';
import { type ClaimReading, readClaim } from './claim-reading';
import { clauseOverlap } from './relevance';

/**
 * Retrieval for the model-backed analyser: rather than whole documents, only the passages that
 * answer the question are sent. Passages are the clauses of the same policy model the local
 * analyser decides with (a table label keeps the figures printed under it), ranked by the same
 * concept and lemma overlap (`clauseOverlap`). What the local reader relied on (the conditions
 * and exclusions its rules tested, the rows its table reader read) is always sent first.
 */

/** About four characters a token for English policy text: enough to compare inputs. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/** The label a passage carries in the model's input, so its answer can cite file and page. */
export function labelOf(piece: Piece): string {
  return `[${piece.file.replace(/[[\]\r\n]/g, ' ')} p.${piece.page}]`;
}

/** Passages as the model reads them: one a line, each after its label. */
export function formatClauses(pieces: readonly Piece[]): string {
  return pieces.map((p) => `${labelOf(p)} ${p.text}`).join('\n');
}

interface Passage extends Piece {
  readonly clauses: readonly Clause[];
}

/** A row of figures only ("$5,000,000 $10,000,000"): the other plans' cells of the row above. */
function figuresOnly(clause: Clause): boolean {
  return clause.yes.size === 0 && clause.no.size === 0 && readAmounts(clause.text).length > 0;
}

const passagesByModel = new WeakMap<PolicyModel, Passage[]>();

/** The model's clauses as passages: event-table rows once, figures kept with the label above them. */
export function passagesOf(model: PolicyModel): Passage[] {
  const cached = passagesByModel.get(model);
  if (cached) return cached;
  const passages: Passage[] = [];
  for (const clause of model.clauses) {
    const last = passages[passages.length - 1];
    const samePage = last && last.file === clause.file && last.page === clause.page;
    if (samePage && clause.eventRow && last.text === clause.text) continue;
    if (samePage && figuresOnly(clause))
      passages[passages.length - 1] = {
        ...last,
        text: `${last.text} ${clause.text}`,
        clauses: [...last.clauses, clause],
      };
    else
      passages.push({
        file: clause.file,
        page: clause.page,
        text: clause.text,
        heading: clause.heading,
        clauses: [clause],
      });
  }
  const safe = passages.filter((p) => !looksLikeInstructions(p.text));
  passagesByModel.set(model, safe);
  return safe;
}

interface Candidate {
  readonly piece: Piece;
  readonly index: number;
  readonly score: number;
  readonly must: boolean;
}

/** A passage holding a quote the local reader relied on, or that quote as its own passage. */
function withMust(passages: readonly Passage[], must: readonly Citation[], score: (p: Passage) => number) {
  const candidates: Candidate[] = passages.map((piece, index) => ({
    piece,
    index,
    score: score(piece),
    must: false,
  }));
  for (const citation of must) {
    if (looksLikeInstructions(citation.quote)) continue;
    const quote = squash(citation.quote);
    const at = candidates.findIndex(
      (c) =>
        c.piece.file === citation.file &&
        c.piece.page === citation.page &&
        squash(c.piece.text).includes(quote),
    );
    const found = candidates[at];
    if (found) candidates[at] = { ...found, must: true };
    else {
      const after = passages.findIndex((p) => p.file === citation.file && p.page >= citation.page);
      const index = (after < 0 ? passages.length : after) - 0.5;
      candidates.push({
        piece: { ...citation, text: citation.quote, heading: null },
        index,
        score: 0,
        must: true,
      });
    }
  }
  return candidates;
}

/**
 * The chosen passages, in document order, within a budget of characters (counted as the model
 * reads them, labels included): the passages that must be sent first, then the rest by relevance.
 */
function choose(candidates: readonly Candidate[], budgetChars: number): Piece[] {
  const byRelevance = (a: Candidate, b: Candidate) => b.score - a.score || a.index - b.index;
  const ordered = [
    ...candidates.filter((c) => c.must).sort(byRelevance),
    ...candidates.filter((c) => !c.must && c.score > 0).sort(byRelevance),
  ];
  const chosen: Candidate[] = [];
  let used = 0;
  for (const candidate of ordered) {
    // One line per passage: the label, a space, the text, and the line break before the next.
    const cost = labelOf(candidate.piece).length + 1 + candidate.piece.text.length + (chosen.length ? 1 : 0);
    if (used + cost > budgetChars) continue;
    chosen.push(candidate);
    used += cost;
  }
  return chosen.sort((a, b) => a.index - b.index).map((c) => c.piece);
}

/**
 * How closely a passage speaks about the question: its closest clause's overlap, counted only when
 * the passage is telling (shares a concept, states a figure, or covers, excludes or conditions);
 * a shared everyday word ("personal", "hotel") alone does not make a passage relevant.
 */
function relevance(model: PolicyModel, reading: ClaimReading, passage: Passage): number {
  const overlaps = passage.clauses.map((c) => clauseOverlap(model, reading, c));
  const score = Math.max(0, ...overlaps.map((o) => o.score));
  const telling =
    overlaps.some((o) => o.concepts.length > 0) ||
    readAmounts(passage.text).length > 0 ||
    passage.clauses.some((c) => c.role !== 'other');
  return telling ? score : 0;
}

/** What a question is about, read as a claim would be: the words of the item and its sub-covers. */
function topicReading(itemType: string, keys: readonly string[]): ClaimReading {
  const terms = SUB_COVER_TERMS[itemType] ?? {};
  const words = [
    ...(ITEM_TERMS[itemType] ?? [itemType.replace(/_/g, ' ')]),
    ...keys.flatMap((k) => terms[k] ?? []),
  ];
  return readClaim({
    itemType,
    incidentDateTime: '',
    reportDateTime: '',
    claimStatus: '',
    itemPurchaseStatus: '',
    itemPurchaseEvidence: '',
    location: '',
    estimatedValue: 0,
    description: words.join('. '),
  });
}

/**
 * The passages for a coverage question: the rows the local table reader read (`hints`), then the
 * clauses about the item and the requested sub-covers, figures and "shown in your schedule" first.
 */
export function retrieveForCoverage(
  documents: readonly PolicyDocument[],
  query: { itemType: string; keys?: readonly string[]; hints?: readonly Citation[] },
  budgetChars = 12000,
): Piece[] {
  const model = policyModel(documents);
  const keys = query.keys ?? Object.keys(SUB_COVER_TERMS[query.itemType] ?? {});
  const reading = topicReading(query.itemType, keys);
  const score = (passage: Passage) => {
    const overlap = relevance(model, reading, passage);
    if (overlap === 0) return 0;
    const figure = readAmounts(passage.text).length > 0 || STATED_ELSEWHERE.test(passage.text);
    return overlap + (figure ? 2 : 0);
  };
  return choose(withMust(passagesOf(model), query.hints ?? [], score), budgetChars);
}

/** Clauses that can decide a claim whatever else they share with it. */
const ROLE_WEIGHT: Record<Clause['role'], number> = {
  exclusion: 1,
  condition: 1,
  cover: 0.5,
  definition: 0.5,
  other: 0,
};

/**
 * The passages for a claim: the clauses the rules tested (`decisive`), then those that speak most
 * closely about what happened, conditions and exclusions before other text.
 */
export function retrieveForClaim(
  documents: readonly PolicyDocument[],
  facts: ClaimFacts,
  decisive: readonly Citation[] = [],
  budgetChars = 12000,
): Piece[] {
  const model = policyModel(documents);
  const reading = readClaim(facts);
  const score = (passage: Passage) => {
    const overlap = relevance(model, reading, passage);
    if (overlap === 0) return 0;
    return overlap + Math.max(...passage.clauses.map((c) => ROLE_WEIGHT[c.role]));
  };
  return choose(withMust(passagesOf(model), decisive, score), budgetChars);
}
