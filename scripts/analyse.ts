import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { groundClaim, groundCoverage } from '#functions/analysis/decide/grounding';
import { localAnalyzer } from '#functions/analysis/decide/local-analyzer';
import { PdfRejected } from '#functions/analysis/read/pdf-text';
import type { ClaimAssessment, CoverageAnalysis, PolicyDocument } from '#functions/analysis/understand/types';
import { readAsUploaded } from '#functions/policies/read-upload';

/**
 * `npm run --silent analyse -- coverage --type <item> FILE.pdf...`
 * `npm run --silent analyse -- claim --claim claim.json FILE.pdf...`
 * `npm run --silent analyse -- text FILE.pdf...` (the extracted pages, through the upload's limits)
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

async function main(argv: string[]): Promise<unknown> {
  const [command, ...rest] = argv;
  const args = [...rest];
  if (command === 'coverage') {
    const itemType = option(args, '--type');
    if (!itemType) throw new UsageError('coverage needs --type <smartphone|home|health|travel>');
    const documents = await loadDocuments(args);
    return coverageOutput(groundCoverage(documents, await localAnalyzer.coverage(documents, itemType)));
  }
  if (command === 'text') {
    const documents = await loadDocuments(args);
    return documents.map(({ file, pages }) => ({ file, pages }));
  }
  if (command === 'claim') {
    const claimFile = option(args, '--claim');
    if (!claimFile) throw new UsageError('claim needs --claim claim.json');
    let facts: z.infer<typeof claimFileSchema>;
    try {
      facts = claimFileSchema.parse(JSON.parse(readFileSync(claimFile, 'utf8')));
    } catch (error) {
      throw new UsageError(`${claimFile} is not a valid claim: ${(error as Error).message.split('\n')[0]}`);
    }
    const documents = await loadDocuments(args);
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
