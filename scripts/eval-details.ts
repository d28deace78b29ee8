import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readPdf } from '#functions/analysis/read/pdf-text';
import { type PolicyDetails, readPolicyDetails } from '#functions/analysis/understand/policy-details';
import type { PolicyDocument } from '#functions/analysis/understand/types';

/**
 * Policy details (name, insurer, insurance type, plan, period) read from each corpus document,
 * scored against scripts/eval-data/policy-details.json. `tsx scripts/eval-details.ts ../shared/corpus`
 * prints a table; scripts/eval.ts adds the score to its summary.
 */
type Expected = string | readonly string[] | null;

interface DetailsTruth {
  readonly doc: string;
  readonly name: Expected;
  readonly insurer: Expected;
  readonly insuranceType: string | null;
  readonly plan: Expected;
  readonly startDate: string | null;
  readonly endDate: string | null;
}

const FIELDS = ['name', 'insurer', 'insuranceType', 'plan', 'startDate', 'endDate'] as const;
type Field = (typeof FIELDS)[number];

export interface DetailsRow {
  readonly doc: string;
  readonly field: Field;
  readonly expected: Expected;
  readonly got: string | null;
  readonly correct: boolean;
}

export interface DetailsScore {
  readonly fields: number;
  readonly correct: number;
  readonly accuracy: number | null;
  /** Documents given an insurance type other than their own (a wrong type, not an empty one). */
  readonly wrongType: number;
  readonly rows: readonly DetailsRow[];
}

/** Legal-form words insurers write both ways; names compare equal whichever they use. */
const SAME_WORDS: Record<string, string> = {
  limited: 'ltd',
  company: 'co',
  incorporated: 'inc',
  corporation: 'corp',
  proprietary: 'pty',
  and: '',
  the: '',
};

/** A name for comparison: case, punctuation and legal-form spelling do not matter. */
export function comparable(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .map((word) => SAME_WORDS[word] ?? word)
    .filter(Boolean)
    .join(' ');
}

export function matches(expected: Expected, got: string | null): boolean {
  if (expected === null || got === null) return expected === got;
  const wanted = typeof expected === 'string' ? [expected] : expected;
  return wanted.some((w) => comparable(w) === comparable(got));
}

function gotField(details: PolicyDetails, field: Field): string | null {
  return field === 'insuranceType' ? details.insuranceTypeId : details[field];
}

export async function evaluateDetails(
  _corpus: string,
  load: (doc: string) => Promise<PolicyDocument>,
): Promise<DetailsScore> {
  const truthPath = fileURLToPath(new URL('./eval-data/policy-details.json', import.meta.url));
  const truth = JSON.parse(readFileSync(truthPath, 'utf8')) as DetailsTruth[];
  const rows: DetailsRow[] = [];
  let wrongType = 0;
  for (const entry of truth) {
    const details = readPolicyDetails([await load(entry.doc)]);
    for (const field of FIELDS) {
      const got = gotField(details, field);
      const correct = matches(entry[field], got);
      rows.push({ doc: entry.doc, field, expected: entry[field], got, correct });
      if (field === 'insuranceType' && !correct && got !== null) wrongType++;
    }
  }
  const correct = rows.filter((r) => r.correct).length;
  return {
    fields: rows.length,
    correct,
    accuracy: rows.length ? correct / rows.length : null,
    wrongType,
    rows,
  };
}

/** One line per document (or per document with a miss): ✓ or what was read instead, field by field. */
export function detailsTable(score: DetailsScore, everyDocument = true): string {
  const docs = [...new Set(score.rows.map((r) => r.doc))].filter(
    (doc) => everyDocument || score.rows.some((r) => r.doc === doc && !r.correct),
  );
  const lines = docs.map((doc) => {
    const cells = score.rows
      .filter((r) => r.doc === doc)
      .map((r) => (r.correct ? `${r.field} ✓` : `${r.field} ✗ ${JSON.stringify(r.got)}`));
    return `${path.basename(doc).padEnd(40)} ${cells.join(' | ')}`;
  });
  const perField = FIELDS.map((field) => {
    const rows = score.rows.filter((r) => r.field === field);
    return `${field} ${rows.filter((r) => r.correct).length}/${rows.length}`;
  });
  const total = `details: ${score.correct}/${score.fields} fields right, ${score.wrongType} wrong types`;
  return [...lines, perField.join(', '), total].join('\n');
}

async function main() {
  const corpus = path.resolve(process.argv[2] ?? '../shared/corpus');
  const load = async (doc: string): Promise<PolicyDocument> => {
    const text = await readPdf(readFileSync(path.join(corpus, doc)), path.basename(doc));
    return { file: path.basename(doc), pages: text.pages };
  };
  console.log(detailsTable(await evaluateDetails(corpus, load)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
