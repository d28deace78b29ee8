import { readAmounts, readPlainAmounts } from './amounts';
import { isHeading, looksLikeInstructions, type Piece, rowsOf } from './text';
import type { PolicyDocument } from './types';
import {
  EXCESS_WORDS,
  ITEM_TERMS,
  LIMIT_WORDS,
  NOT_COVERED,
  STATED_ELSEWHERE,
  SUB_COVER_TERMS,
  termPattern,
} from './vocabulary';

/**
 * Retrieval for the model-backed analyser: rather than whole documents, only the passages that
 * answer the question are sent. A passage is a sentence or numbered item, or a row of a table of
 * benefits with its figures. Passages that read like instructions to a machine are never sent,
 * and the passages that state an amount for a requested sub-cover always come first.
 */
export interface RetrievalQuery {
  readonly itemType: string;
  /** Sub-cover keys (spec section 3) whose limits are asked for. */
  readonly keys?: readonly string[];
  /** The claim's description: its perils and significant words pick the clauses of a claim. */
  readonly description?: string;
}

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

const NEW_ITEM = /^(\(?[a-z0-9]{1,3}[.)]\s|[-•*●▪]\s?|\d+(\.\d+)*\s)/i;
/** A line of figures only (another plan's column of a benefits table). */
const FIGURES_ONLY =
  /^(?:(?:US\$|AU\$|A\$|S\$|NZ\$|USD|AUD|SGD|NZD|CAD|GBP|EUR|INR|Rs\.?|[£€₹$])?\s?[\d,.]+%?\s*|(?:USD|AUD|SGD|NZD|CAD|GBP|EUR|INR)\s*|N\.?A\.?\s*|Nil\s*|Not covered\s*|Covered\s*|Included\s*)+$/i;
const MAX_PASSAGE = 600;
/** A table label wrapped over a few short lines, still waiting for its figures. */
const SHORT_LABEL = 80;

function statesFigure(text: string): boolean {
  return readAmounts(text).length > 0 || readPlainAmounts(text).length > 0;
}

/**
 * A document's passages, in order: lines joined until a sentence ends, a new item or heading
 * starts, or a table row has shown its figures. A heading starts a passage, so a table's label
 * and the figures printed under it stay together; so do a short label and the notes and columns
 * of figures under it.
 */
export function passagesOf(document: PolicyDocument): Piece[] {
  const rows = rowsOf(document);
  const passages: Piece[] = [];
  let current: Piece[] = [];
  const flush = () => {
    const first = current[0];
    if (first) {
      passages.push({
        file: first.file,
        page: first.page,
        heading: first.heading,
        text: current.map((r) => r.text).join(' '),
      });
    }
    current = [];
  };
  const lengthOf = (pieces: readonly Piece[]) => pieces.reduce((n, r) => n + r.text.length + 1, 0);
  rows.forEach((row, i) => {
    const first = current[0];
    const startsAnother = isHeading(row.text) || NEW_ITEM.test(row.text);
    const waitingLabel = lengthOf(current) < SHORT_LABEL && !current.some((r) => statesFigure(r.text));
    if (
      first &&
      (first.page !== row.page || (startsAnother && !FIGURES_ONLY.test(row.text) && !waitingLabel))
    )
      flush();
    current.push(row);
    const next = rows[i + 1];
    const sameNext = next && next.page === row.page ? next.text : null;
    const length = lengthOf(current);
    const sentenceEnds = /[.;:]$/.test(row.text);
    // A row with figures ends unless the sentence runs on (lower case) or another column follows.
    const rowEnds =
      statesFigure(row.text) &&
      !(sameNext && (/^[a-z(]/.test(sameNext) || FIGURES_ONLY.test(sameNext))) &&
      !isHeading(row.text);
    if (sentenceEnds || rowEnds || length > MAX_PASSAGE) flush();
  });
  flush();
  return passages;
}

/** What happened, read from a claim's description, and the words and sub-covers a policy uses for it. */
interface Peril {
  readonly signals: RegExp;
  readonly terms: readonly string[];
  readonly keys: readonly string[];
}

const PERILS: readonly Peril[] = [
  {
    signals:
      /\b(stolen|stole|theft|thief|thieves|burglar\w*|broke in|break-in|pickpocket\w*|robbed|robbery|mugged)\b/i,
    terms: ['theft', 'stolen', 'burglary', 'robbery', 'attempted theft'],
    keys: ['theft_burglary', 'lost_baggage'],
  },
  {
    signals: /\b(lost|lose|misplaced|left behind|went missing|cannot find|can't find)\b/i,
    terms: ['loss', 'lost', 'misplaced'],
    keys: ['lost_baggage'],
  },
  {
    signals: /\b(leak\w*|burst|escape of water|water damage|overflow\w*)\b/i,
    terms: ['escape of water', 'leak', 'leaking', 'burst pipe'],
    keys: ['water_escape'],
  },
  {
    signals: /\b(storm|hail\w*|gale|high winds?|cyclone|tornado|lightning)\b/i,
    terms: ['storm', 'hail', 'wind', 'lightning'],
    keys: ['wind_hail_rain'],
  },
  { signals: /\bflood\w*/i, terms: ['flood', 'flooding'], keys: ['weather_flooding'] },
  { signals: /\b(fire|smoke|burnt|burned)\b/i, terms: ['fire', 'smoke'], keys: [] },
  {
    signals: /\b(delay|delayed|late departure|rescheduled|missed (flight|connection))\b/i,
    terms: ['delay', 'delayed', 'missed departure'],
    keys: ['travel_delay'],
  },
  {
    signals: /\b(cancel\w*|cut short|curtail\w*)\b/i,
    terms: ['cancellation', 'cancel', 'curtailment', 'cutting short'],
    keys: ['trip_cancellation'],
  },
  {
    signals:
      /\b(hospital\w*|surgery|operation|doctor|treatment|ill|illness|injur\w*|sick|fever|fracture\w*|diagnos\w*|out-?patient|prescri\w*)\b/i,
    terms: ['medical', 'treatment', 'hospital', 'hospitalisation', 'hospitalization', 'illness', 'injury'],
    keys: ['medical_expenses', 'hospitalization', 'outpatient', 'prescription', 'emergency_evacuation'],
  },
  {
    signals: /\b(dropped|cracked|smashed|spill\w*|spilt|knocked|accidentally|broke|broken|damaged)\b/i,
    terms: ['accidental damage', 'accidentally damaged', 'damage', 'breakage', 'cracked screen'],
    keys: ['accidental_damage'],
  },
  {
    signals: /\b(keys?|key fob|locks?)\b/i,
    terms: ['key', 'keys', 'lock', 'locks', 'locksmith'],
    keys: [],
  },
];

/** Clauses a claim is decided by whatever happened: exclusions, conditions, excess, deadlines. */
const CONDITIONS =
  /\b(excess|deductible|co-?pay\w*|notify|notified|notification|tell us|inform us|report(ed)? (it )?to|within \d+\s*(hours|days)|within [a-z]+ \(\d+\) (hours|days)|waiting period|pre-?existing|unattended|reasonable (care|steps|precautions)|wear and tear|gradual\w*|unoccupied|police|proof of (purchase|ownership)|receipts?)\b/i;
const EXCLUSIONS = /\b(exclu\w*|we will not|we won't|we do not|not covered|not insured|does not cover)\b/i;

const STOPWORDS = new Set(
  'about after also been before being between both could does doing down during each from further have having here into just more most other over same should some such than that their them then there these they this those through under until very were what when where which while with would your yours mine ours because cannot there thing things went really still back home today yesterday around'.split(
    ' ',
  ),
);

function stem(word: string): string {
  return word.toLowerCase().replace(/(ings|ing|ies|es|ed|s)$/, '');
}

/** The description's words that can tie a clause to this claim. */
function significantStems(text: string): Set<string> {
  return new Set(
    (text.toLowerCase().match(/[a-z][a-z-]{3,}/g) ?? [])
      .filter((w) => !STOPWORDS.has(w))
      .map(stem)
      .filter((w) => w.length >= 4),
  );
}

interface Scored {
  readonly piece: Piece;
  readonly index: number;
  readonly score: number;
  /** States an amount for a requested key: sent before anything else. */
  readonly must: boolean;
}

function scorer(query: RetrievalQuery): (piece: Piece) => { score: number; must: boolean } {
  const subTerms = SUB_COVER_TERMS[query.itemType] ?? {};
  const perils = query.description ? PERILS.filter((p) => p.signals.test(query.description ?? '')) : [];
  const perilKeys = perils.flatMap((p) => p.keys).filter((k) => k in subTerms);
  const keys = [...new Set(query.keys ?? (query.description ? perilKeys : Object.keys(subTerms)))];
  const keyPatterns = keys
    .map((k) => subTerms[k] ?? [])
    .filter((t) => t.length > 0)
    .map(termPattern);
  const itemTerms = ITEM_TERMS[query.itemType] ?? [query.itemType.replace(/_/g, ' ')];
  const itemPattern = itemTerms.length > 0 ? termPattern(itemTerms) : null;
  const perilTerms = perils.flatMap((p) => p.terms);
  const perilPattern = perilTerms.length > 0 ? termPattern(perilTerms) : null;
  const stems = query.description ? significantStems(query.description) : new Set<string>();

  return (piece) => {
    const { text } = piece;
    const heading = piece.heading ?? '';
    const figure = statesFigure(text);
    const keyHits = keyPatterns.filter((p) => p.test(text)).length;
    const keyInHeading = keyPatterns.some((p) => p.test(heading));
    const item = itemPattern?.test(text) ?? false;
    let score = 4 * keyHits + (keyInHeading ? 1 : 0);
    if (item) score += figure ? 3 : 1;
    if (keyHits > 0 || keyInHeading || item) {
      if (figure) score += 2;
      if (LIMIT_WORDS.test(text)) score += 1;
      if (STATED_ELSEWHERE.test(text)) score += 2;
      if (NOT_COVERED.test(text)) score += 1;
    }
    if (query.description) {
      const perilHit = perilPattern?.test(text) ?? false;
      if (perilHit) score += 4;
      else if (perilPattern?.test(heading)) score += 1;
      const overlap = [...significantStems(text)].filter((s) => stems.has(s)).length;
      score += Math.min(overlap, 3);
      if (CONDITIONS.test(text)) score += 2;
      if (EXCLUSIONS.test(text) || /exclu/i.test(heading)) score += perilHit || overlap > 0 ? 2 : 1;
      if (EXCESS_WORDS.test(text) && figure) score += 1;
    }
    const must = figure && (keyHits > 0 || (item && LIMIT_WORDS.test(text)));
    return { score, must };
  };
}

/**
 * The passages that answer a question about a policy, in document order, within a budget of
 * characters (counted as the model reads them, labels included). Passages stating an amount for a
 * requested sub-cover (or the headline limit) are taken first, then the rest by relevance.
 */
export function retrieveClauses(
  documents: readonly PolicyDocument[],
  query: RetrievalQuery,
  budgetChars = 12000,
): Piece[] {
  const score = scorer(query);
  const candidates: Scored[] = documents
    .flatMap(passagesOf)
    .filter((piece) => !looksLikeInstructions(piece.text))
    .map((piece, index) => ({ piece, index, ...score(piece) }))
    .filter((c) => c.score > 0);
  const byRelevance = (a: Scored, b: Scored) => b.score - a.score || a.index - b.index;
  const ordered = [
    ...candidates.filter((c) => c.must).sort(byRelevance),
    ...candidates.filter((c) => !c.must).sort(byRelevance),
  ];
  const chosen: Scored[] = [];
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
