import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ConverseCommandInput } from '@aws-sdk/client-bedrock-runtime';
import { assessmentSchema, coverageSchema } from '#functions/analysis/decide/bedrock/answers';
import { parseAnswer } from '#functions/analysis/decide/bedrock/client';
import { DEFAULT_MODEL_ID } from '#functions/analysis/decide/bedrock/model-choice';
import { converseInput, SYSTEM_PROMPT, type ToolRequest } from '#functions/analysis/decide/bedrock/prompt';
import { claimRequest, coverageRequest } from '#functions/analysis/decide/bedrock/requests';
import { ASSESSMENT_TOOL, COVERAGE_TOOL } from '#functions/analysis/decide/bedrock/tool-schemas';
import { claimFromRecorded, coverageFromRecorded } from '#functions/analysis/decide/bedrock-analyzer';
import { groundClaim, groundCoverage } from '#functions/analysis/decide/grounding';
import { documentCurrency } from '#functions/analysis/understand/amounts';
import type {
  ClaimAssessment,
  ClaimFacts,
  CoverageAnalysis,
  PolicyDocument,
} from '#functions/analysis/understand/types';

/**
 * The Bedrock analyser without AWS: the exact Converse request written to a file, and a recorded
 * tool answer run through the same parsing, grounding and combination the deployed analyser uses.
 * Recorded answers for the corpus live in tests/fixtures/bedrock-answers (claims/<id>.json,
 * coverage/<document>--<item>.json), each with the hash of the request it answered.
 */
export const ANSWERS_DIR = path.resolve('tests/fixtures/bedrock-answers');

export interface RecordedAnswer {
  /** sha256 of the request the answer was written for: a changed request shows as stale. */
  readonly requestSha256: string;
  readonly input: unknown;
}

/**
 * sha256 of what an answer depends on: the system prompt, the messages (documents and question)
 * and the spec of the tool the question names. The other tool offered beside it does not count.
 */
export function requestHash(input: ConverseCommandInput, tool: string): string {
  const spec = input.toolConfig?.tools?.find((t) => t.toolSpec?.name === tool)?.toolSpec;
  return createHash('sha256')
    .update(JSON.stringify([input.system, input.messages, spec]))
    .digest('hex');
}

/** The request as the deployed analyser sends it (the default model). */
export function requestFor(request: ToolRequest): ConverseCommandInput {
  return converseInput(DEFAULT_MODEL_ID, request);
}

/** A recorded answer file: the wrapper above, or a bare tool input. */
export function readAnswer(file: string): RecordedAnswer {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return 'input' in raw && 'requestSha256' in raw
    ? { requestSha256: String(raw.requestSha256), input: raw.input }
    : { requestSha256: '', input: raw };
}

/** What a reader sees of a request: the system prompt, the documents, the question and the tool. */
export function readableRequest(request: ToolRequest): string {
  const input = requestFor(request);
  const tool = input.toolConfig?.tools?.find((t) => t.toolSpec?.name === request.tool);
  return [
    `# System\n${SYSTEM_PROMPT}`,
    `# Documents\n${request.documents.text}`,
    `# Question\n${request.question}`,
    `# Tool to call: ${request.tool}\nInput schema:\n${JSON.stringify(tool?.toolSpec?.inputSchema?.json, null, 2)}`,
  ].join('\n\n');
}

export function writeJson(file: string, value: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

export const claimAnswerFile = (id: string) => path.join(ANSWERS_DIR, 'claims', `${id}.json`);
export const coverageAnswerFile = (doc: string, itemType: string) =>
  path.join(ANSWERS_DIR, 'coverage', `${path.basename(doc, '.pdf')}--${itemType}.json`);

export interface Replayed<T> {
  readonly result: T | null;
  /** Before grounding: what the answer said, figures the page does not state included. */
  readonly raw?: T | null;
  readonly missing: boolean;
  readonly stale: boolean;
}

/** A claim assessed from its recorded answer, grounded as the app grounds it. */
export function replayClaim(
  documents: readonly PolicyDocument[],
  facts: ClaimFacts,
  answerFile: string,
): Replayed<ClaimAssessment> {
  const plan = claimRequest(documents, facts);
  if (!existsSync(answerFile)) return { result: null, missing: true, stale: false };
  const recorded = readAnswer(answerFile);
  const answer = parseAnswer(assessmentSchema, recorded.input, ASSESSMENT_TOOL);
  const combined = claimFromRecorded(documents, facts, plan, answer, 0);
  return {
    result: groundClaim(documents, combined, facts.estimatedValue),
    missing: false,
    stale: recorded.requestSha256 !== requestHash(requestFor(plan.request), plan.request.tool),
  };
}

/** A coverage question answered from its recorded answer, grounded as the app grounds it. */
export function replayCoverage(
  documents: readonly PolicyDocument[],
  itemType: string,
  answerFile: string,
): Replayed<CoverageAnalysis> {
  const plan = coverageRequest(documents, itemType, null);
  if (!plan.request || !existsSync(answerFile)) return { result: null, missing: true, stale: false };
  const recorded = readAnswer(answerFile);
  const answer = parseAnswer(coverageSchema, recorded.input, COVERAGE_TOOL);
  const coverage = coverageFromRecorded(plan, answer, {
    fallbackCurrency: documentCurrency(documents),
    tokensUsed: 0,
  });
  return {
    result: groundCoverage(documents, coverage),
    raw: coverage,
    missing: false,
    stale: recorded.requestSha256 !== requestHash(requestFor(plan.request), plan.request.tool),
  };
}
