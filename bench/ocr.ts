import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { groundClaim, groundCoverage } from '#functions/analysis/grounding';
import { localAnalyzer } from '#functions/analysis/local-analyzer';
import { OCR_LIMITS } from '#functions/analysis/ocr/limits';
import { readScansLocally } from '#functions/analysis/ocr/local-ocr';
import { readPdf } from '#functions/analysis/pdf-text';
import type { ClaimFacts, CoverageAnalysis, PolicyDocument } from '#functions/analysis/types';
import { benefitKey } from '#functions/analysis/vocabulary/benefits';
import { median } from './analysis';

/**
 * Local OCR on the dev corpus: each sampled page rendered at 200 dpi and read by tesseract.js,
 * against the page's own text layer (character error rate: edit distance over the text layer's
 * length, whitespace normalised; time per page). Then whole short documents read only by OCR are
 * scored by the analyser as scripts/eval.ts scores it (cover limits and claim verdicts against the
 * corpus truth), beside the same documents read from their text layer. Writes bench/results/ocr.json.
 */
const SAMPLED = [
  'anycompany-uk-car-ipid.pdf',
  'keycare-uk-ipid.pdf',
  'edelweiss-in-health-addon.pdf',
  'racq-au-home-contents-kfs.pdf',
  'aviva-uk-your-house-home-wording.pdf',
  'msig-sg-scootsurance.pdf',
];
const PAGES_PER_DOCUMENT = 2;
/** Short documents with truth entries, read whole by OCR for the analysis scores. */
const SCORED = [
  'arkel-amtrust-uk-adapt-home-ipid.pdf',
  'prestige-uk-coverall-home-ipid.pdf',
  'racq-au-home-building-kfs.pdf',
];
const CER_GOAL = 0.03;

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Levenshtein distance, one row at a time. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitute = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      row.push(Math.min(substitute, (previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1));
    }
    previous = row;
  }
  return previous[b.length] ?? 0;
}

/**
 * The share of the text layer's words that OCR did not read, in any order: a page in columns is
 * read column by column by one and across by the other, which the edit distance counts as errors.
 */
export function missedWords(ocr: string, reference: string): number {
  const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const read = new Map<string, number>();
  for (const word of words(ocr)) read.set(word, (read.get(word) ?? 0) + 1);
  const wanted = words(reference);
  let missed = 0;
  for (const word of wanted) {
    const left = read.get(word) ?? 0;
    if (left > 0) read.set(word, left - 1);
    else missed++;
  }
  return wanted.length ? missed / wanted.length : 0;
}

const round = (value: number, digits = 4) => Number(value.toFixed(digits));

/** Each sampled page's error rate against its text layer, and the time it took to render and read. */
interface PageRow {
  file: string;
  page: number;
  referenceChars: number;
  cer: number;
  missedWords: number;
  secondsPerPage: number;
}

async function pageErrorRates(dir: string): Promise<PageRow[]> {
  const rows: PageRow[] = [];
  for (const file of SAMPLED) {
    const bytes = readFileSync(path.join(dir, file));
    const reference = await readPdf(bytes, file);
    const pages = Array.from(
      { length: Math.min(PAGES_PER_DOCUMENT, reference.pages.length) },
      (_, i) => i + 1,
    );
    const started = performance.now();
    const read = await readScansLocally(bytes, pages);
    const secondsPerPage = (performance.now() - started) / 1000 / pages.length;
    pages.forEach((page, i) => {
      const truth = normalise(reference.pages[page - 1] ?? '');
      const ocr = normalise(read[i] ?? '');
      const cer = truth.length ? editDistance(ocr, truth) / truth.length : 0;
      rows.push({
        file,
        page,
        referenceChars: truth.length,
        cer: round(cer),
        missedWords: round(missedWords(ocr, truth)),
        secondsPerPage: round(secondsPerPage, 2),
      });
    });
  }
  return rows;
}

/** What the corpus truth says of one document: its cover limits and its claims' verdicts. */
interface DocumentTruths {
  readonly limits: readonly { itemType: string; key: string; acceptable: (number | null)[] }[];
  readonly verdicts: readonly { claim: ClaimFacts; expected: string }[];
}

/** The truth entries about one document alone (claims against several documents are left out). */
function truthsOf(corpus: string, file: string): DocumentTruths {
  const read = (name: string) =>
    JSON.parse(readFileSync(path.join(corpus, 'truth', name), 'utf8')) as { doc: string | string[] }[];
  const about = (name: string) => read(name).filter((t) => [t.doc].flat().join() === `docs/${file}`);
  return {
    limits: about('coverage.json') as unknown as DocumentTruths['limits'],
    verdicts: about('claims.json') as unknown as DocumentTruths['verdicts'],
  };
}

function figureFor(result: CoverageAnalysis, key: string): number | null {
  return key === 'amount' ? result.amount : (result.subCoverages[benefitKey(key)]?.amount ?? null);
}

/** How many of the document's truths the analyser gets right from this text (as scripts/eval.ts scores). */
async function scores(document: PolicyDocument, truths: DocumentTruths) {
  const docs = [document];
  let limitsRight = 0;
  for (const truth of truths.limits) {
    const analysis = groundCoverage(docs, await localAnalyzer.coverage(docs, truth.itemType));
    if (truth.acceptable.includes(figureFor(analysis, truth.key))) limitsRight++;
  }
  let verdictsRight = 0;
  for (const { claim, expected } of truths.verdicts) {
    const result = groundClaim(docs, await localAnalyzer.assessClaim(docs, claim), claim.estimatedValue);
    if (result.verdict === expected) verdictsRight++;
  }
  return {
    coverage: `${limitsRight}/${truths.limits.length}`,
    claims: `${verdictsRight}/${truths.verdicts.length}`,
  };
}

/** Each scored document's analysis scores from its text layer and from OCR alone. */
async function analysisScores(corpus: string) {
  const rows = [];
  for (const file of SCORED) {
    const bytes = readFileSync(path.join(corpus, 'docs', file));
    const layer = await readPdf(bytes, file);
    const started = performance.now();
    const ocrPages = await readScansLocally(
      bytes,
      layer.pages.map((_, i) => i + 1),
    );
    const seconds = (performance.now() - started) / 1000;
    const truths = truthsOf(corpus, file);
    rows.push({
      file,
      pages: layer.pages.length,
      ocrSeconds: round(seconds, 1),
      textLayer: await scores({ file, pages: layer.pages, layout: layer.layout }, truths),
      ocr: await scores({ file, pages: ocrPages }, truths),
    });
  }
  return rows;
}

/** The OCR benchmark on ../shared/corpus (null when it is not there); also writes bench/results/ocr.json. */
export async function ocrBenchmark(corpus: string, resultsDir: string) {
  if (!existsSync(path.join(corpus, 'docs'))) return null;
  const pages = await pageErrorRates(path.join(corpus, 'docs'));
  const characters = pages.reduce((sum, p) => sum + p.referenceChars, 0);
  const weightedCer = pages.reduce((sum, p) => sum + p.cer * p.referenceChars, 0) / characters;
  const summary = {
    note: `mupdf at ${OCR_LIMITS.dpi} dpi (grey) and tesseract.js (eng, 4.0.0_best_int); CER = edit distance / text-layer length, whitespace normalised; goal ≤ ${CER_GOAL * 100} %`,
    pagesRead: pages.length,
    characterErrorRate: round(weightedCer),
    medianPageCer: round(median(pages.map((p) => p.cer))),
    meetsGoal: weightedCer <= CER_GOAL,
    /** Words of the text layer OCR did not read, whatever their order (see missedWords). */
    missedWordRate: round(pages.reduce((sum, p) => sum + p.missedWords, 0) / pages.length),
    secondsPerPage: round(pages.reduce((sum, p) => sum + p.secondsPerPage, 0) / pages.length, 2),
    analysis: await analysisScores(corpus),
  };
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'ocr.json'), `${JSON.stringify({ ...summary, pages }, null, 2)}\n`);
  console.log(JSON.stringify({ ...summary, pages }, null, 2));
  return summary;
}
