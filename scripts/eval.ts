import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { amountIsOnPage, groundCoverage } from '#functions/analysis/decide/grounding';
import { localAnalyzer } from '#functions/analysis/decide/local-analyzer';
import type { ClaimFacts, CoverageAnalysis, PolicyDocument } from '#functions/analysis/understand/types';
import { benefitKey } from '#functions/analysis/understand/vocabulary/benefits';
import { assessGrounded, readDocument } from './eval-assess';
import { runBank } from './eval-bank';
import { type Engine, holdsRecordedRight, replayEngine, writeRequests } from './eval-bedrock';
import { decisiveShown } from './eval-decisive';
import { detailsTable, evaluateDetails } from './eval-details';
import {
  coverStatus,
  documentScores,
  markdownTable,
  mergeAlternatives,
  statusCorrect,
  tallyVerdicts,
} from './eval-report';

/**
 * `npm run eval -- ../shared/corpus`: runs the local analyser over a corpus of real documents with
 * facts read from them, and reports coverage accuracy (stated limits and not-stated limits apart),
 * cover status, grounding, and claim verdict accuracy. Writes bench/results/eval.json.
 * `npm run eval -- --bank ../shared/clause-bank/bank.json` runs the clause bank instead (scripts/eval-bank.ts).
 */
interface CoverageTruth {
  doc: string;
  itemType: string;
  key: string;
  acceptable: (number | null)[];
  /** covered | optional | not_covered | not_stated (absent in older truth: not scored). */
  status?: string;
}
interface ClaimTruth {
  id: string;
  doc: string[];
  claim: ClaimFacts;
  expected: string;
  decisive?: { page: number; quote: string };
}

const args = process.argv.slice(2);
const failOnDangerous = args.includes('--fail-on-dangerous');
const bankAt = args.indexOf('--bank');
const analyserAt = args.indexOf('--analyser');
const analyser = analyserAt >= 0 ? args[analyserAt + 1] : 'local';
const requestsAt = args.indexOf('--requests-out');
const requestsOut = requestsAt >= 0 ? args[requestsAt + 1] : undefined;
const optionValues = new Set([analyser, requestsOut].filter((v) => v !== undefined));
const corpus = path.resolve(
  args.find((a) => !a.startsWith('--') && !optionValues.has(a)) ?? '../shared/corpus',
);
const cache = new Map<string, PolicyDocument>();

async function load(doc: string): Promise<PolicyDocument> {
  const cached = cache.get(doc);
  if (cached) return cached;
  const document = await readDocument(readFileSync(path.join(corpus, doc)), path.basename(doc));
  cache.set(doc, document);
  return document;
}

/** The figure and the status the analysis gives the truth's key (the headline for 'amount'). */
function figureFor(result: CoverageAnalysis, key: string) {
  if (key === 'amount') return { amount: result.amount, tiers: [] as number[], status: coverStatus(result) };
  const sub = result.subCoverages[benefitKey(key)];
  return { amount: sub?.amount ?? null, tiers: [...(sub?.tiers ?? [])], status: coverStatus(sub) };
}

function readTruth<T>(file: string): T[] {
  return JSON.parse(readFileSync(path.join(corpus, 'truth', file), 'utf8')) as T[];
}

/** Figures the analysis shows whose amount does not stand on the page it cites. */
function ungroundedFigures(docs: PolicyDocument[], analysis: CoverageAnalysis): number {
  const figures = [
    { amount: analysis.amount, citation: analysis.amountCitation },
    ...Object.values(analysis.subCoverages).map((s) => ({ amount: s.amount, citation: s.citation })),
  ];
  return figures.filter((f) => f.amount !== null && !amountIsOnPage(docs, f.amount, f.citation)).length;
}

/** The local analyser, grounded as the app grounds it. */
const localEngine: Engine = {
  coverage: async (docs, itemType) => groundCoverage(docs, await localAnalyzer.coverage(docs, itemType)),
  rawCoverage: (docs, itemType) => localAnalyzer.coverage(docs, itemType),
  claim: (docs, claim) => assessGrounded(docs, claim),
};

/** Each coverage truth against the grounded analysis of its document (one analysis per document and item). */
async function evaluateCoverage(truths: readonly CoverageTruth[], engine: Engine) {
  const rows = [];
  let ungroundedBefore = 0;
  let ungroundedAfter = 0;
  const runs = new Map<string, { grounded: CoverageAnalysis }>();
  for (const truth of truths) {
    const runKey = `${truth.doc}#${truth.itemType}`;
    let run = runs.get(runKey);
    if (!run) {
      const docs = [await load(truth.doc)];
      const raw = await engine.rawCoverage(docs, truth.itemType, truth.doc);
      const grounded = await engine.coverage(docs, truth.itemType, truth.doc);
      run = { grounded };
      runs.set(runKey, run);
      ungroundedBefore += ungroundedFigures(docs, raw);
      ungroundedAfter += ungroundedFigures(docs, grounded);
    }
    const got = figureFor(run.grounded, truth.key);
    rows.push({
      doc: truth.doc,
      itemType: truth.itemType,
      key: truth.key,
      acceptable: truth.acceptable,
      got: got.amount,
      correct: truth.acceptable.includes(got.amount),
      status: truth.status ?? null,
      gotStatus: got.status,
      statusCorrect: statusCorrect(truth.status, got.status),
    });
  }
  return { rows: mergeAlternatives(rows), ungroundedBefore, ungroundedAfter };
}

/** Each claim truth against the grounded verdict of the local analyser. */
async function evaluateClaims(truths: readonly ClaimTruth[], engine: Engine) {
  const rows = [];
  for (const truth of truths) {
    const docs = await Promise.all(truth.doc.map(load));
    const result = await engine.claim(docs, truth.claim, truth.id);
    rows.push({
      id: truth.id,
      doc: truth.doc[0] ?? '',
      expected: truth.expected,
      got: result.verdict,
      correct: result.verdict === truth.expected,
      reasons: result.reasons,
      decisiveShown: truth.decisive ? decisiveShown(truth.decisive, result) : null,
    });
  }
  return rows;
}

const rate = (rows: { correct: boolean }[]) =>
  rows.length ? rows.filter((r) => r.correct).length / rows.length : null;

type CoverageEvaluation = Awaited<ReturnType<typeof evaluateCoverage>>;
type ClaimRows = Awaited<ReturnType<typeof evaluateClaims>>;
type DetailsEvaluation = Awaited<ReturnType<typeof evaluateDetails>>;

function summarize(coverage: CoverageEvaluation, claimRows: ClaimRows, details: DetailsEvaluation) {
  const coverageRows = coverage.rows;
  const stated = coverageRows.filter((r) => r.acceptable.some((v) => v !== null));
  const notStated = coverageRows.filter((r) => r.acceptable.every((v) => v === null));
  const statusRows = coverageRows.filter((r) => r.statusCorrect !== null);
  const { right: _right, accuracy, ...verdicts } = tallyVerdicts(claimRows);
  const decisive = claimRows.filter((r) => r.decisiveShown !== null);
  return {
    corpus,
    coverage: {
      entries: coverageRows.length,
      accuracy: rate(coverageRows),
      statedLimitAccuracy: rate(stated),
      notStatedAccuracy: rate(notStated),
      statusEntries: statusRows.length,
      statusAccuracy: rate(statusRows.map((r) => ({ correct: r.statusCorrect === true }))),
    },
    grounding: {
      amountsNotInTextBeforeCheck: coverage.ungroundedBefore,
      amountsNotInTextShown: coverage.ungroundedAfter,
    },
    claims: {
      ...verdicts,
      verdictAccuracy: accuracy,
      decisiveClauseShown: rate(decisive.map((r) => ({ correct: r.decisiveShown === true }))),
    },
    details: {
      fields: details.fields,
      correct: details.correct,
      accuracy: details.accuracy,
      wrongType: details.wrongType,
    },
  };
}

/** The summary, then every miss, the details table and the per-document table. */
function printReport(
  summary: ReturnType<typeof summarize>,
  coverageRows: CoverageEvaluation['rows'],
  claimRows: ClaimRows,
  details: DetailsEvaluation,
  documents: ReturnType<typeof documentScores>,
): void {
  console.log(JSON.stringify(summary, null, 2));
  for (const r of coverageRows)
    if (!r.correct)
      console.log(
        `  coverage miss: ${path.basename(r.doc)} ${r.itemType}.${r.key} got ${r.got}, want ${JSON.stringify(r.acceptable)}`,
      );
  for (const r of coverageRows)
    if (r.statusCorrect === false)
      console.log(
        `  status miss: ${path.basename(r.doc)} ${r.itemType}.${r.key} got ${r.gotStatus ?? 'no status'}, want ${r.status}`,
      );
  for (const r of claimRows)
    if (!r.correct)
      console.log(`  claim miss: ${r.id} got ${r.got}, want ${r.expected} (${r.reasons[0]?.slice(0, 120)})`);
  console.log(detailsTable(details, false));
  console.log(`\n${markdownTable(documents)}`);
}

async function main() {
  const coverageTruth = readTruth<CoverageTruth>('coverage.json');
  const claimTruth = readTruth<ClaimTruth>('claims.json');
  if (requestsOut) {
    await writeRequests(path.resolve(requestsOut), coverageTruth, claimTruth, load);
    return;
  }
  const engine = analyser === 'bedrock' ? replayEngine() : localEngine;
  const coverage = await evaluateCoverage(coverageTruth, engine);
  const claimRows = await evaluateClaims(claimTruth, engine);
  const details = await evaluateDetails(corpus, load);
  const summary = summarize(coverage, claimRows, details);
  const coverageRows = coverage.rows;
  const documents = documentScores(coverageRows, claimRows);
  const out = path.resolve('bench/results');
  mkdirSync(out, { recursive: true });
  const replay = engine.report?.();
  writeFileSync(
    path.join(out, analyser === 'bedrock' ? 'eval-bedrock-replay.json' : 'eval.json'),
    `${JSON.stringify({ ...summary, ...(replay ? { replay } : {}), documents, coverageRows, claimRows, detailRows: details.rows }, null, 2)}\n`,
  );
  printReport(summary, coverageRows, claimRows, details, documents);
  if (replay) {
    console.log(`\nrecorded answers: ${JSON.stringify(replay)}`);
    if (!holdsRecordedRight(coverageRows, claimRows, args.includes('--write-right'))) process.exitCode = 1;
    if (summary.grounding.amountsNotInTextShown > 0) {
      console.error(
        `${summary.grounding.amountsNotInTextShown} figures shown that the documents do not state`,
      );
      process.exitCode = 1;
    }
  }
  // CI fails on any dangerous error: a wrong "likely covered" (or the reverse) is the worst answer.
  if (failOnDangerous && summary.claims.dangerous > 0) {
    console.error(`${summary.claims.dangerous} dangerous claim verdicts`);
    process.exitCode = 1;
  }
}

if (bankAt >= 0) {
  const bankFile = args[bankAt + 1];
  if (!bankFile || bankFile.startsWith('--')) throw new Error('--bank needs the path of bank.json');
  await runBank(bankFile, failOnDangerous);
} else await main();
