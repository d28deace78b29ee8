import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { converseInput, promptText } from '#functions/analysis/decide/bedrock/prompt';
import { claimRequest, coverageRequest } from '#functions/analysis/decide/bedrock/requests';
import { localAnalyzer } from '#functions/analysis/decide/local-analyzer';
import { estimateTokens, formatClauses } from '#functions/analysis/decide/retrieval';
import { readPdf } from '#functions/analysis/read/pdf-text';
import type { ClaimFacts, PolicyDocument } from '#functions/analysis/understand/types';

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

const promptTokens = (input: Parameters<typeof promptText>[0]) => estimateTokens(promptText(input));

/**
 * What Bedrock would be sent, estimated at four characters a token: the whole prompt (system
 * prompt, question, passages, tool schema) and its passages alone, for the largest coverage
 * question and claim on each document, against every page of the document and against the same
 * prompt with every page in place of the passages (a claim no passage speaks to sends nothing).
 */
export function bedrockInputTokens(corpus: readonly CorpusDocument[], budgetChars = 12000) {
  const rows: Record<string, Record<string, number>> = {};
  for (const { file, documents, itemTypes, claims } of corpus) {
    const coverage = itemTypes.map((itemType) => coverageRequest(documents, itemType, null, budgetChars));
    const claim = claims.map((facts) => claimRequest(documents, facts, budgetChars));
    const whole = estimateTokens(documents.flatMap((d) => d.pages).join('\n'));
    const coveragePrompt = Math.max(
      0,
      ...coverage.map((c) => (c.request ? promptTokens(converseInput('model', c.request)) : 0)),
    );
    const claimPrompt = Math.max(
      ...claim.map((c) => (c.pieces.length > 0 ? promptTokens(converseInput('model', c.request)) : 0)),
    );
    const claimPassages = Math.max(...claim.map((c) => estimateTokens(formatClauses(c.pieces))));
    // The same prompt with every page in place of the passages: what retrieval saves.
    const claimPromptWithWholeDocument = claimPrompt - claimPassages + whole;
    rows[file] = {
      wholeDocument: whole,
      coveragePrompt,
      coveragePassages: Math.max(0, ...coverage.map((c) => estimateTokens(formatClauses(c.pieces)))),
      claimPrompt,
      claimPassages,
      claimPromptWithWholeDocument,
      claimPromptShare: Number((claimPrompt / Math.max(1, claimPromptWithWholeDocument)).toFixed(2)),
    };
  }
  return rows;
}
