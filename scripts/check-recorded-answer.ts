import { readFileSync } from 'node:fs';
import type { ConverseCommandInput } from '@aws-sdk/client-bedrock-runtime';
import { assessmentSchema, coverageSchema } from '#functions/analysis/decide/bedrock/answers';
import { evidenceChecker } from '#functions/analysis/decide/bedrock/evidence';
import type { Piece } from '#functions/analysis/understand/text';
import { readAnswer } from './bedrock-replay';

/**
 * `npx tsx scripts/check-recorded-answer.ts REQUEST.request.json ANSWER.json`: checks a recorded
 * answer as the analyser will read it: the tool's schema, and every citation's quote standing on
 * the page it names. It says nothing of whether the answer is right.
 */
const [requestFile, answerFile] = process.argv.slice(2);
if (!requestFile || !answerFile) {
  console.error('usage: check-recorded-answer REQUEST.request.json ANSWER.json');
  process.exit(2);
}
const { requestSha256, input } = JSON.parse(readFileSync(requestFile, 'utf8')) as {
  requestSha256: string;
  input: ConverseCommandInput;
};
const first = input.messages?.[0]?.content?.[0];
const documents = first && 'text' in first ? (first.text ?? '') : '';

/** The pages of the documents block, split at their labels. */
function pagesOf(text: string): Piece[] {
  const parts = text.split(/\n\n(?=\[[^\]\n]+ p\.\d+\]\n)/);
  return parts.flatMap((part) => {
    const m = /^\[([^\]\n]+) p\.(\d+)\]\n([\s\S]*)$/.exec(part);
    return m ? [{ file: m[1] ?? '', page: Number(m[2]), text: m[3] ?? '', heading: null }] : [];
  });
}

const cite = evidenceChecker(pagesOf(documents));
const recorded = readAnswer(answerFile);
const claim = requestFile.includes('/claims/');
const parsed = (claim ? assessmentSchema : coverageSchema).safeParse(recorded.input);
const problems: string[] = [];
if (recorded.requestSha256 !== requestSha256) problems.push('requestSha256 differs from the request file');
if (!parsed.success)
  for (const issue of parsed.error.issues.slice(0, 10))
    problems.push(`schema: ${issue.path.join('.') || '(input)'}: ${issue.message}`);

/** Every citation-shaped object in the answer. */
function citations(
  value: unknown,
  at: string,
): { at: string; c: { file: string; page: number; quote: string } }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => citations(v, `${at}[${i}]`));
  if (typeof value !== 'object' || value === null) return [];
  const o = value as Record<string, unknown>;
  if (typeof o.file === 'string' && typeof o.page === 'number' && typeof o.quote === 'string')
    return [{ at, c: { file: o.file, page: o.page, quote: o.quote } }];
  return Object.entries(o).flatMap(([k, v]) => citations(v, `${at}.${k}`));
}
for (const { at, c } of citations(recorded.input, 'input'))
  if (!cite(c))
    problems.push(`citation ${at} does not stand on ${c.file} p.${c.page}: "${c.quote.slice(0, 80)}"`);
console.log(problems.length ? problems.join('\n') : 'ok');
process.exitCode = problems.length ? 1 : 0;
