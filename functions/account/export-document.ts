import { CLAIM_FACT_FIELDS } from '#domain/schemas/claim';
import { documentTypeLabel, shownType } from '#domain/schemas/policy';
import type { StoredCitation } from '../analysis/understand/policy-documents';
import type { Assessment } from '../data/assessment-entity';
import type { CoverageView } from '../data/coverage-store';
import { type Policy, policyView } from '../data/policy-entity';
import type { Profile } from './profile';

/**
 * The account export as the user reads it: export.json with what they recognise (their profile,
 * policies by name, each document by its file name, cover, claims and their assessments), and
 * their policy documents beside it. Storage keys, table keys and internal ids stay out.
 */
export const EXPORT_JSON_PATH = 'export.json';
const POLICIES_FOLDER = 'policies';

/** A kept document to copy into the archive: where it is stored and where it goes. */
export interface ArchiveFile {
  readonly key: string;
  readonly path: string;
}

export interface ExportSources {
  readonly exportedAt: Date;
  readonly profile: Profile;
  readonly policies: readonly Policy[];
  readonly coverage: readonly CoverageView[];
  readonly assessments: readonly Assessment[];
}

const SOURCE_NAMES: Record<Policy['source'], string> = {
  upload: 'Upload',
  quick: '1 Click Upload',
  email: 'E-mail',
};

/** Policies that exist for the user; one being deleted is on its way out and is left out. */
const kept = (policies: readonly Policy[]) => policies.filter((p) => p.status !== 'deleting');

/** Separators, characters Windows reserves, and control characters. */
function isUnsafeInPath(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f || '/\\:*?"<>|'.includes(ch);
}

/** A name as a file or folder name on any system: no separators, reserved or control characters. */
export function safePathSegment(name: string, fallback: string): string {
  const cleaned = Array.from(name, (ch) => (isUnsafeInPath(ch) ? '-' : ch))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 100)
    .trim();
  return cleaned || fallback;
}

/** The name itself, or with " (2)", " (3)"… before its extension when the folder has it already. */
function uniqueName(name: string, taken: Set<string>): string {
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${extension}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

/** Where each kept document of each policy goes in the archive, by the file's id. */
export function archivePaths(policies: readonly Policy[]): Map<string, ArchiveFile> {
  const folders = new Set<string>();
  const paths = new Map<string, ArchiveFile>();
  for (const policy of kept(policies)) {
    const folder = uniqueName(safePathSegment(policy.name, 'Policy'), folders);
    const names = new Set<string>();
    for (const file of policy.files) {
      const safe = safePathSegment(file.name, 'document.pdf');
      const name = uniqueName(/\.pdf$/i.test(safe) ? safe : `${safe}.pdf`, names);
      paths.set(file.id, { key: file.key, path: `${POLICIES_FOLDER}/${folder}/${name}` });
    }
  }
  return paths;
}

/** A quote from a document: which one (by its file name), which page, and the words. */
const citation = (c: StoredCitation | null | undefined) =>
  c ? { document: c.file, page: c.page, quote: c.quote } : null;

function exportedPolicy(
  policy: Policy,
  paths: ReadonlyMap<string, ArchiveFile>,
  included: ReadonlySet<string>,
) {
  // What the app shows of a policy, without the ids it uses to find it.
  const {
    id: _id,
    insuranceTypeId: _type,
    insuranceTypeName,
    source,
    createdAt,
    files: _files,
    ...details
  } = policyView(policy);
  return {
    ...details,
    insuranceType: insuranceTypeName,
    addedWith: SOURCE_NAMES[source],
    addedAt: createdAt,
    documents: policy.files.map((file) => {
      const path = paths.get(file.id)?.path;
      return {
        name: file.name,
        // What the user set it to be, else what it was read to be, else the role it was uploaded in.
        type: documentTypeLabel(shownType(file)),
        sizeBytes: file.size,
        pages: file.pages,
        fileInExport: path && included.has(path) ? path : null,
      };
    }),
  };
}

function exportedCoverage(view: CoverageView) {
  return {
    itemType: view.itemType,
    amount: view.amount,
    currency: view.currency,
    amountQuote: citation(view.amountCitation),
    plan: view.plan,
    plans: view.plans,
    subCoverages: Object.fromEntries(
      Object.entries(view.subCoverages).map(([name, sub]) => [
        name,
        {
          amount: sub.amount,
          currency: sub.currency,
          status: sub.status,
          tiers: sub.tiers,
          plans: sub.plans,
          quote: citation(sub.citation),
        },
      ]),
    ),
    quotes: view.citations.map(citation),
    fromPolicy: view.sourcePolicyName,
    updatedAt: view.updatedAt,
  };
}

const money = (figure: NonNullable<Assessment['outcome']>['excess']) =>
  figure && { amount: figure.amount, currency: figure.currency, quote: citation(figure.citation) };

function exportedOutcome(outcome: NonNullable<Assessment['outcome']>) {
  return {
    verdict: outcome.verdict,
    reasons: outcome.reasons,
    quotes: outcome.citations.map(citation),
    exclusions: outcome.exclusions.map((e) => ({ title: e.title, quote: citation(e.citation) })),
    excess: money(outcome.excess),
    limit: money(outcome.limit),
    estimatedPayout: outcome.estimatedPayout,
    currency: outcome.currency,
    checks: outcome.checks.map((c) => ({
      check: c.label,
      outcome: c.outcome,
      detail: c.detail,
      quote: citation(c.citation),
    })),
    nextSteps: outcome.nextSteps,
    openQuestions: outcome.questions.map((q) => q.question),
    result: outcome.result,
  };
}

function pick<T extends object, K extends keyof T>(from: T, names: readonly K[]): Pick<T, K> {
  return Object.fromEntries(names.map((name) => [name, from[name]])) as Pick<T, K>;
}

function exportedAssessment(assessment: Assessment, questions: ReadonlyMap<string, string>) {
  return {
    askedAt: assessment.createdAt,
    status: assessment.status,
    policy: assessment.policyName,
    insuranceType: assessment.insuranceTypeName,
    claim: {
      summary: assessment.context,
      ...pick(assessment, CLAIM_FACT_FIELDS),
      countryOfResidence: assessment.country,
      answers: Object.entries(assessment.answers).map(([id, answer]) => ({
        question: questions.get(id) ?? id,
        answer,
      })),
    },
    ...(assessment.error && { error: assessment.error }),
    outcome: assessment.outcome && exportedOutcome(assessment.outcome),
  };
}

/** export.json: `included` holds the archive paths of the documents that were copied. */
export function exportDocument(
  sources: ExportSources,
  paths: ReadonlyMap<string, ArchiveFile>,
  included: ReadonlySet<string>,
) {
  const { profile } = sources;
  const questions = new Map(
    sources.assessments.flatMap((a) => (a.outcome?.questions ?? []).map((q) => [q.id, q.question] as const)),
  );
  return {
    exportedAt: sources.exportedAt.toISOString(),
    about:
      'Everything PolicyLens holds about you. Your policy documents are in the policies folder beside this file, one folder per policy.',
    profile: {
      email: profile.email,
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone,
      country: profile.country,
      accountCreatedAt: profile.createdAt,
    },
    policies: kept(sources.policies).map((p) => exportedPolicy(p, paths, included)),
    coverage: sources.coverage.map(exportedCoverage),
    claimAssessments: sources.assessments.map((a) => exportedAssessment(a, questions)),
  };
}

export type AccountExportDocument = ReturnType<typeof exportDocument>;

/** The archive's name as the browser saves it: policylens-export-2025-03-01.zip (the day in UTC). */
export function exportFileName(at: Date): string {
  return `policylens-export-${at.toISOString().slice(0, 10)}.zip`;
}
