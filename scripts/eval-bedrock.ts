import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { claimRequest, coverageRequest } from '#functions/analysis/decide/bedrock/requests';
import type {
  ClaimAssessment,
  ClaimFacts,
  CoverageAnalysis,
  PolicyDocument,
} from '#functions/analysis/understand/types';
import {
  ANSWERS_DIR,
  claimAnswerFile,
  coverageAnswerFile,
  readableRequest,
  replayClaim,
  replayCoverage,
  requestFor,
  requestHash,
  writeJson,
} from './bedrock-replay';

/**
 * The corpus evaluation of the Bedrock analyser without AWS: `--requests-out DIR` writes every
 * corpus request (the exact Converse input and the text a reader sees), and `--analyser bedrock
 * --replay` scores the recorded answers (tests/fixtures/bedrock-answers) as the local analyser is
 * scored. A missing answer scores as no answer; a recorded answer whose request has changed since
 * is counted as stale.
 */
export interface Engine {
  coverage(docs: PolicyDocument[], itemType: string, doc: string): Promise<CoverageAnalysis>;
  /** The analysis before grounding, to count the figures grounding had to drop. */
  rawCoverage(docs: PolicyDocument[], itemType: string, doc: string): Promise<CoverageAnalysis>;
  claim(docs: PolicyDocument[], claim: ClaimFacts, id: string): Promise<ClaimAssessment>;
  report?(): Record<string, number>;
}

/** What a missing answer scores as: no figure, no verdict. */
function nothing(itemType: string): CoverageAnalysis {
  return {
    itemType,
    currency: null,
    amount: null,
    amountCitation: null,
    status: 'not_stated',
    subCoverages: {},
    citations: [],
    tokensUsed: 0,
  };
}

const unanswered: ClaimAssessment = {
  verdict: 'unclear',
  reasons: ['No recorded answer for this request.'],
  citations: [],
  exclusions: [],
  excess: null,
  limit: null,
  estimatedPayout: null,
  currency: null,
  checks: [],
  nextSteps: [],
  questions: [],
  tokensUsed: 0,
};

export function replayEngine(): Engine {
  const counts = { answered: 0, missing: 0, stale: 0 };
  const tally = (r: { missing: boolean; stale: boolean }) => {
    counts[r.missing ? 'missing' : 'answered'] += 1;
    if (r.stale) counts.stale += 1;
  };
  return {
    coverage: async (docs, itemType, doc) => {
      const replayed = replayCoverage(docs, itemType, coverageAnswerFile(doc, itemType));
      tally(replayed);
      return replayed.result ?? nothing(itemType);
    },
    rawCoverage: async (docs, itemType, doc) =>
      replayCoverage(docs, itemType, coverageAnswerFile(doc, itemType)).raw ?? nothing(itemType),
    claim: async (docs, claim, id) => {
      const replayed = replayClaim(docs, claim, claimAnswerFile(id));
      tally(replayed);
      return replayed.result ?? unanswered;
    },
    report: () => ({ ...counts }),
  };
}

interface Truths {
  coverage: readonly { doc: string; itemType: string }[];
  claims: readonly { id: string; doc: string[]; claim: ClaimFacts }[];
}

/** Every corpus request, written for recording: `<name>.request.json` and `<name>.txt`. */
export async function writeRequests(
  dir: string,
  coverageTruth: Truths['coverage'],
  claimTruth: Truths['claims'],
  load: (doc: string) => Promise<PolicyDocument>,
): Promise<void> {
  const written = new Set<string>();
  for (const { doc, itemType } of coverageTruth) {
    const name = path.basename(coverageAnswerFile(doc, itemType), '.json');
    if (written.has(name)) continue;
    written.add(name);
    const { request } = coverageRequest([await load(doc)], itemType, null);
    if (!request) continue;
    const input = requestFor(request);
    writeJson(path.join(dir, 'coverage', `${name}.request.json`), {
      requestSha256: requestHash(input, request.tool),
      input,
    });
    writeText(path.join(dir, 'coverage', `${name}.txt`), readableRequest(request));
  }
  for (const truth of claimTruth) {
    const docs = await Promise.all(truth.doc.map(load));
    const { request } = claimRequest(docs, truth.claim);
    const input = requestFor(request);
    writeJson(path.join(dir, 'claims', `${truth.id}.request.json`), {
      requestSha256: requestHash(input, request.tool),
      input,
    });
    writeText(path.join(dir, 'claims', `${truth.id}.txt`), readableRequest(request));
  }
  console.log(`wrote ${written.size} coverage and ${claimTruth.length} claim requests to ${dir}`);
}

function writeText(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

const RIGHT_FILE = path.join(ANSWERS_DIR, 'right.json');

interface Scored {
  readonly correct: boolean;
}

/**
 * The replay keeps every answer that was right when the answers were recorded (right.json, written
 * with --write-right): a change to the prompt, the parsing, the grounding or the combination that
 * loses one fails. Prints what was lost.
 */
export function holdsRecordedRight(
  coverageRows: readonly (Scored & { doc: string; itemType: string; key: string })[],
  claimRows: readonly (Scored & { id: string })[],
  write: boolean,
): boolean {
  const coverageKey = (r: { doc: string; itemType: string; key: string }) =>
    `${path.basename(r.doc)} ${r.itemType}.${r.key}`;
  const now = {
    claims: claimRows.filter((r) => r.correct).map((r) => r.id),
    coverage: coverageRows.filter((r) => r.correct).map(coverageKey),
  };
  if (write) {
    writeJson(RIGHT_FILE, now);
    return true;
  }
  if (!existsSync(RIGHT_FILE)) return true;
  const then = JSON.parse(readFileSync(RIGHT_FILE, 'utf8')) as typeof now;
  const lost = [
    ...then.claims.filter((id) => !now.claims.includes(id)),
    ...then.coverage.filter((key) => !now.coverage.includes(key)),
  ];
  for (const entry of lost) console.error(`  lost a recorded right answer: ${entry}`);
  return lost.length === 0;
}
