import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { estimateTokens } from '#functions/analysis/decide/bedrock/document-block';
import { DEFAULT_MODEL_ID, MODEL_PRICE } from '#functions/analysis/decide/bedrock/model-choice';
import { converseInput, promptText, type ToolRequest } from '#functions/analysis/decide/bedrock/prompt';
import { claimRequest, coverageRequest } from '#functions/analysis/decide/bedrock/requests';
import { localAnalyzer } from '#functions/analysis/decide/local-analyzer';
import { readPdf } from '#functions/analysis/read/pdf-text';
import type { ClaimFacts, PolicyDocument } from '#functions/analysis/understand/types';
import { ANSWERS_DIR } from '#scripts/bedrock-replay';

/**
 * The analysers on the real documents of ../shared/corpus (only when it is there): the local
 * analyser's coverage and claim time per document, warm, and the input tokens of the prompt the
 * Bedrock analyser would send against the whole document.
 */
export interface CorpusDocument {
  readonly file: string;
  readonly documents: readonly PolicyDocument[];
  /** Item kinds the truth files ask about this document, else every kind the product knows. */
  readonly itemTypes: readonly string[];
  /** The truth files' claims against this document, else one everyday claim. */
  readonly claims: readonly ClaimFacts[];
}

const KINDS = ['smartphone', 'home', 'health', 'travel'];
const EVERYDAY_CLAIM: ClaimFacts = {
  itemType: 'home',
  incidentDateTime: '2025-06-01T10:00:00Z',
  reportDateTime: '2025-06-02T10:00:00Z',
  policyStartDate: '2025-01-01',
  claimStatus: 'new',
  itemPurchaseStatus: 'used',
  itemPurchaseEvidence: 'yes',
  location: 'Home',
  estimatedValue: 1000,
  description: 'My phone was stolen from my bag while I was at the gym; I reported it to the police.',
};

interface Truth {
  readonly doc: string | readonly string[];
  readonly itemType?: string;
  readonly claim?: ClaimFacts;
}

function truth(corpus: string, name: string): Truth[] {
  const file = path.join(corpus, 'truth', name);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Truth[]) : [];
}

export async function corpusDocuments(corpus: string): Promise<CorpusDocument[] | null> {
  const dir = path.join(corpus, 'docs');
  if (!existsSync(dir)) return null;
  const entries = [...truth(corpus, 'coverage.json'), ...truth(corpus, 'claims.json')];
  const about = (file: string) => entries.filter((e) => [e.doc].flat().includes(`docs/${file}`));
  const out: CorpusDocument[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.pdf'))) {
    const text = await readPdf(readFileSync(path.join(dir, file)), file);
    const mine = about(file);
    const itemTypes = [...new Set(mine.flatMap((e) => (e.itemType && !e.claim ? [e.itemType] : [])))];
    const claims = mine.flatMap((e) => (e.claim ? [e.claim] : []));
    out.push({
      file,
      documents: [{ file, pages: text.pages, layout: text.layout }],
      itemTypes: itemTypes.length > 0 ? itemTypes : KINDS,
      claims: claims.length > 0 ? claims : [EVERYDAY_CLAIM],
    });
  }
  return out;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const round = (ms: number) => Number(ms.toFixed(1));

/** The first run (cold: builds what later runs reuse), then the median of warm runs. */
async function timed(run: () => Promise<unknown>, runs: number): Promise<{ coldMs: number; warmMs: number }> {
  let started = performance.now();
  await run();
  const coldMs = performance.now() - started;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return { coldMs: round(coldMs), warmMs: round(median(times)) };
}

/** The slowest of several questions about one document (each timed warm). */
async function slowest(questions: readonly (() => Promise<unknown>)[], runs: number) {
  const results = [];
  for (const question of questions) results.push(await timed(question, runs));
  return {
    coldMs: Math.max(...results.map((r) => r.coldMs)),
    warmMs: Math.max(...results.map((r) => r.warmMs)),
  };
}

export const GOAL_MS = 100;

/** Local analyser time per document, warm: each question once to warm, then the median of `runs`. */
export async function analysisTimes(corpus: readonly CorpusDocument[], runs = 7) {
  const perDocument: Record<
    string,
    { coverage: { coldMs: number; warmMs: number }; claim: { coldMs: number; warmMs: number } }
  > = {};
  for (const { file, documents, itemTypes, claims } of corpus) {
    const coverage = await slowest(
      itemTypes.map((itemType) => () => localAnalyzer.coverage(documents, itemType)),
      runs,
    );
    const claim = await slowest(
      claims.map((facts) => () => localAnalyzer.assessClaim(documents, facts)),
      runs,
    );
    perDocument[file] = { coverage, claim };
  }
  const rows = Object.values(perDocument);
  const maxCoverageMs = Math.max(0, ...rows.map((r) => r.coverage.warmMs));
  const maxClaimMs = Math.max(0, ...rows.map((r) => r.claim.warmMs));
  return {
    note: `per document: the slowest of its questions (coverage per item kind, each claim), warm median of ${runs} runs after one warm-up; coldMs is the first run, which also builds the policy model`,
    goalMs: GOAL_MS,
    maxCoverageMs,
    maxClaimMs,
    withinGoal: maxCoverageMs <= GOAL_MS && maxClaimMs <= GOAL_MS,
    perDocument,
  };
}

/** What one call costs at list price, in US dollars, with and without the cached documents. */
function callCost(prefix: number, rest: number, output: number) {
  const m = (tokens: number, price: number) => (tokens * price) / 1_000_000;
  const round = (usd: number) => Number(usd.toFixed(4));
  return {
    noCache: round(m(prefix + rest, MODEL_PRICE.input) + m(output, MODEL_PRICE.output)),
    cacheWrite: round(
      m(prefix, MODEL_PRICE.cacheWrite) + m(rest, MODEL_PRICE.input) + m(output, MODEL_PRICE.output),
    ),
    cacheHit: round(
      m(prefix, MODEL_PRICE.cacheRead) + m(rest, MODEL_PRICE.input) + m(output, MODEL_PRICE.output),
    ),
  };
}

/** Tokens of a request: the cached prefix (system, tools, documents) and the question after it. */
function requestTokens(request: ToolRequest) {
  const input = converseInput('model', request);
  const all = estimateTokens(promptText(input));
  const question = estimateTokens(request.question);
  return { prefix: all - question, question, whole: request.documents.whole };
}

/** The recorded answers' output tokens, averaged, where they are committed; else a typical size. */
function outputTokens(kind: 'claims' | 'coverage', fallback: number): number {
  const dir = path.join(ANSWERS_DIR, kind);
  if (!existsSync(dir)) return fallback;
  const sizes = readdirSync(dir).map((f) => estimateTokens(readFileSync(path.join(dir, f), 'utf8')));
  return sizes.length ? Math.round(sizes.reduce((a, b) => a + b, 0) / sizes.length) : fallback;
}

const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

/**
 * What Bedrock is sent and what it costs at the default model's list price, per document: input
 * tokens of a claim and of a coverage call (the documents and tools as the cached prefix, the
 * question after it), output tokens as the recorded answers run, and the price of a call that
 * writes the cache, one that hits it, and one with no caching.
 */
export function bedrockInputTokens(corpus: readonly CorpusDocument[]) {
  const claimOut = outputTokens('claims', 1500);
  const coverageOut = outputTokens('coverage', 900);
  const rows: Record<string, unknown> = {};
  const claimCosts: ReturnType<typeof callCost>[] = [];
  const coverageCosts: ReturnType<typeof callCost>[] = [];
  for (const { file, documents, itemTypes, claims } of corpus) {
    const coverage = itemTypes
      .flatMap((t) => coverageRequest(documents, t, null).request ?? [])
      .map(requestTokens);
    const claim = claims.map((facts) => requestTokens(claimRequest(documents, facts).request));
    const first = claim[0] ?? coverage[0];
    if (!first) continue;
    const claimQuestion = Math.round(mean(claim.map((c) => c.question)));
    const coverageQuestion = Math.round(mean(coverage.map((c) => c.question)));
    const claimCost = callCost(first.prefix, claimQuestion, claimOut);
    const coverageCost = callCost(first.prefix, coverageQuestion, coverageOut);
    if (claim.length) claimCosts.push(claimCost);
    if (coverage.length) coverageCosts.push(coverageCost);
    rows[file] = {
      wholeDocumentSent: [...claim, ...coverage].every((c) => c.whole),
      cachedPrefixTokens: first.prefix,
      claim: { inputTokens: first.prefix + claimQuestion, outputTokens: claimOut, usd: claimCost },
      coverage: {
        inputTokens: first.prefix + coverageQuestion,
        outputTokens: coverageOut,
        usd: coverageCost,
      },
    };
  }
  const average = (costs: ReturnType<typeof callCost>[]) => ({
    noCache: Number(mean(costs.map((c) => c.noCache)).toFixed(4)),
    cacheWrite: Number(mean(costs.map((c) => c.cacheWrite)).toFixed(4)),
    cacheHit: Number(mean(costs.map((c) => c.cacheHit)).toFixed(4)),
  });
  return {
    model: DEFAULT_MODEL_ID,
    pricePerMillionTokensUsd: MODEL_PRICE,
    note: 'tokens estimated at 3.5 characters a token; a cache hit reads the system prompt, tools and documents from the cache',
    averageUsd: { claim: average(claimCosts), coverage: average(coverageCosts) },
    perDocument: rows,
  };
}
