import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { ToolRequest } from '#functions/analysis/decide/bedrock/prompt';
import { claimRequest, coverageRequest } from '#functions/analysis/decide/bedrock/requests';
import { groundClaim, groundCoverage } from '#functions/analysis/decide/grounding';
import { localAnalyzer } from '#functions/analysis/decide/local-analyzer';
import { PdfRejected } from '#functions/analysis/read/pdf-text';
import type {
  ClaimAssessment,
  ClaimFacts,
  CoverageAnalysis,
  PolicyDocument,
} from '#functions/analysis/understand/types';
import { readAsUploaded } from '#functions/policies/read-upload';
import { replayClaim, replayCoverage, requestFor, requestHash, writeJson } from './bedrock-replay';

/**
 * `npm run --silent analyse -- coverage --type <item> FILE.pdf...`
 * `npm run --silent analyse -- claim --claim claim.json FILE.pdf...`
 * `npm run --silent analyse -- text FILE.pdf...` (the extracted pages, through the upload's limits)
 * With `--analyser bedrock`, coverage and claim use the deployed analyser without calling AWS:
 * `--request-out FILE` writes the exact Converse request and exits; `--answer FILE` runs a recorded
 * tool answer through the same parsing, grounding and combination, and prints the result.
 * The local analyser over the same code the app runs, printing JSON; bad input exits with 2. Every
 * command reads its files as the app reads an upload (readAsUploaded): the same checks and limits,
 * in a child process, and scanned pages read by the same local OCR.
 */
class UsageError extends Error {}

const claimFileSchema = z.object({
  itemType: z.string().min(1),
  incidentDateTime: z.string().min(1),
  reportDateTime: z.string().min(1),
  policyStartDate: z.string().nullable().optional(),
  policyEndDate: z.string().nullable().optional(),
  claimStatus: z.string().default('new'),
  itemPurchaseStatus: z.string().default('not_applicable'),
  itemPurchaseEvidence: z.string().default('not_applicable'),
  location: z.string().default(''),
  estimatedValue: z.number().positive(),
  description: z.string().min(1),
  country: z.string().nullable().optional(),
});

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i === -1) return undefined;
  const value = args[i + 1];
  if (!value || value.startsWith('--')) throw new UsageError(`${name} needs a value`);
  args.splice(i, 2);
  return value;
}

function readBytes(file: string): Buffer {
  try {
    return readFileSync(file);
  } catch {
    throw new UsageError(`cannot read ${file}`);
  }
}

async function loadDocuments(files: string[]): Promise<PolicyDocument[]> {
  if (files.length === 0) throw new UsageError('give at least one PDF file');
  const documents: PolicyDocument[] = [];
  for (const file of files) {
    const name = path.basename(file);
    const text = await readAsUploaded(readBytes(file), name);
    documents.push({ file: name, pages: text.pages, layout: text.layout });
  }
  return documents;
}

export function coverageOutput(result: CoverageAnalysis) {
  return {
    itemType: result.itemType,
    currency: result.currency,
    amount: result.amount,
    status: result.status,
    subCoverages: Object.fromEntries(
      Object.entries(result.subCoverages).map(([key, sub]) => [
        key,
        {
          amount: sub.amount,
          status: sub.status,
          page: sub.citation?.page ?? null,
          quote: sub.citation?.quote ?? null,
        },
      ]),
    ),
    citations: result.citations,
  };
}

export function claimOutput(result: ClaimAssessment) {
  return {
    verdict: result.verdict,
    reasons: result.reasons,
    citations: result.citations,
    excess: result.excess?.amount ?? null,
    limit: result.limit?.amount ?? null,
    estimatedPayout: result.estimatedPayout,
    currency: result.currency,
    checks: result.checks,
    exclusions: result.exclusions,
    nextSteps: result.nextSteps,
  };
}

interface BedrockOptions {
  readonly requestOut: string | undefined;
  readonly answer: string | undefined;
}

/** The --analyser choice and its files; bedrock needs one of them, for no AWS call is made here. */
function bedrockOptions(args: string[]): BedrockOptions | null {
  const analyser = option(args, '--analyser') ?? 'local';
  const requestOut = option(args, '--request-out');
  const answer = option(args, '--answer');
  if (analyser === 'local') return null;
  if (analyser !== 'bedrock') throw new UsageError('--analyser is local or bedrock');
  if (!requestOut && !answer)
    throw new UsageError(
      '--analyser bedrock needs --request-out FILE or --answer FILE (the model is called only when deployed)',
    );
  return { requestOut, answer };
}

function writeRequest(file: string, request: ToolRequest) {
  const input = requestFor(request);
  writeJson(file, { requestSha256: requestHash(input, request.tool), input });
  return { requestWritten: path.resolve(file), tool: request.tool, wholeDocuments: request.documents.whole };
}

async function bedrockCoverage(documents: PolicyDocument[], itemType: string, bedrock: BedrockOptions) {
  if (bedrock.requestOut) {
    const { request } = coverageRequest(documents, itemType, null);
    if (!request) throw new UsageError('the documents hold no text to ask about');
    return writeRequest(bedrock.requestOut, request);
  }
  const replayed = replayCoverage(documents, itemType, readable(bedrock.answer ?? ''));
  if (!replayed.result) throw new UsageError('the documents hold no text to ask about');
  return coverageOutput(replayed.result);
}

async function bedrockClaim(documents: PolicyDocument[], facts: ClaimFacts, bedrock: BedrockOptions) {
  if (bedrock.requestOut) return writeRequest(bedrock.requestOut, claimRequest(documents, facts).request);
  const replayed = replayClaim(documents, facts, readable(bedrock.answer ?? ''));
  if (!replayed.result) throw new UsageError(`cannot read ${bedrock.answer}`);
  return { ...claimOutput(replayed.result), staleAnswer: replayed.stale };
}

function readable(file: string): string {
  readBytes(file);
  return file;
}

async function main(argv: string[]): Promise<unknown> {
  const [command, ...rest] = argv;
  const args = [...rest];
  if (command === 'coverage') {
    const itemType = option(args, '--type');
    const bedrock = bedrockOptions(args);
    if (!itemType) throw new UsageError('coverage needs --type <smartphone|home|health|travel>');
    const documents = await loadDocuments(args);
    if (bedrock) return bedrockCoverage(documents, itemType, bedrock);
    return coverageOutput(groundCoverage(documents, await localAnalyzer.coverage(documents, itemType)));
  }
  if (command === 'text') {
    const documents = await loadDocuments(args);
    return documents.map(({ file, pages }) => ({ file, pages }));
  }
  if (command === 'claim') {
    const claimFile = option(args, '--claim');
    const bedrock = bedrockOptions(args);
    if (!claimFile) throw new UsageError('claim needs --claim claim.json');
    let facts: z.infer<typeof claimFileSchema>;
    try {
      facts = claimFileSchema.parse(JSON.parse(readFileSync(claimFile, 'utf8')));
    } catch (error) {
      throw new UsageError(`${claimFile} is not a valid claim: ${(error as Error).message.split('\n')[0]}`);
    }
    const documents = await loadDocuments(args);
    if (bedrock) return bedrockClaim(documents, facts, bedrock);
    return claimOutput(
      groundClaim(documents, await localAnalyzer.assessClaim(documents, facts), facts.estimatedValue),
    );
  }
  throw new UsageError(
    'usage: analyse text FILE.pdf... | analyse coverage --type <item> FILE.pdf... | analyse claim --claim claim.json FILE.pdf...',
  );
}

main(process.argv.slice(2)).then(
  (output) => {
    process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
  },
  (error: unknown) => {
    const known = error instanceof UsageError || error instanceof PdfRejected;
    process.stderr.write(`analyse: ${known ? (error as Error).message : String(error)}\n`);
    process.exit(2);
  },
);
