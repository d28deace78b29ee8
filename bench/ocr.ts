import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { groundClaim, groundCoverage } from '#functions/analysis/decide/grounding';
import { localAnalyzer } from '#functions/analysis/decide/local-analyzer';
import { readingOrder } from '#functions/analysis/read/ocr/columns';
import { OCR_LIMITS } from '#functions/analysis/read/ocr/limits';
import { readScanLines } from '#functions/analysis/read/ocr/local-ocr';
import { asOcrLines } from '#functions/analysis/read/ocr/placed-lines';
import { readPdf } from '#functions/analysis/read/pdf-text';
import type { ClaimFacts, CoverageAnalysis, PolicyDocument } from '#functions/analysis/understand/types';
import { benefitKey } from '#functions/analysis/understand/vocabulary/benefits';
import { median } from './analysis';
import { editDistance, lineAlignedErrors, missedWords, normalise } from './ocr-accuracy';

/**
 * Local OCR on the dev corpus: each sampled page rendered at 200 dpi and read as the app reads a
 * scan, against the page's own text layer (character error rate: edit operations over the text
 * layer's length, line by line as the PDF places its text, whitespace normalised; also over the
 * whole page in the PDF's stored order; time per page). Then whole short documents read only by OCR are
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
  'racq-au-home-contents-kfs.pdf',
  'edelweiss-in-health-addon.pdf',
  'cms-us-sample-sbc-ppo-2025.pdf',
];
const CER_GOAL = 0.03;

const round = (value: number, digits = 4) => Number(value.toFixed(digits));

/** Each sampled page's error rates against its text layer, and the time it took to render and read. */
interface PageRow {
  file: string;
  page: number;
  referenceChars: number;
  /** Line by line (see lineAlignedErrors): the goal's measure. */
  cer: number;
  /** Over the whole page in the order the PDF stores its text. */
  contentOrderCer: number;
  missedWords: number;
  secondsPerPage: number;
}

/** Reads the pages by OCR as the app does, and measures each against its text layer. */
async function readAndMeasure(file: string, bytes: Buffer, pages: readonly number[]) {
  const reference = await readPdf(bytes, file);
  const started = performance.now();
  const read = await readScanLines(bytes, pages);
  const seconds = (performance.now() - started) / 1000;
  const texts = read.map((scan) => readingOrder(asOcrLines(scan.lines), scan.width));
  const rows: PageRow[] = [];
  pages.forEach((page, i) => {
    const scan = read[i];
    const layout = reference.layout?.[page - 1];
    if (!scan || !layout) return;
    const truth = normalise(reference.pages[page - 1] ?? '');
    const ocr = normalise(texts[i] ?? '');
    const aligned = lineAlignedErrors(layout, scan.lines.flat(), OCR_LIMITS.dpi / 72);
    rows.push({
      file,
      page,
      referenceChars: aligned.referenceChars,
      cer: round(aligned.errors / Math.max(1, aligned.referenceChars)),
      contentOrderCer: round(truth.length ? editDistance(ocr, truth) / truth.length : 0),
      missedWords: round(missedWords(ocr, truth)),
      secondsPerPage: round(seconds / pages.length, 2),
    });
  });
  return { reference, texts, rows, seconds };
}

/** The first pages of the sampled documents, measured. */
async function pageErrorRates(dir: string): Promise<PageRow[]> {
  const rows: PageRow[] = [];
  for (const file of SAMPLED) {
    const bytes = readFileSync(path.join(dir, file));
    const pageCount = (await readPdf(bytes, file)).pages.length;
    const pages = Array.from({ length: Math.min(PAGES_PER_DOCUMENT, pageCount) }, (_, i) => i + 1);
    rows.push(...(await readAndMeasure(file, bytes, pages)).rows);
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
  let falselyCovered = 0;
  for (const { claim, expected } of truths.verdicts) {
    const result = groundClaim(docs, await localAnalyzer.assessClaim(docs, claim), claim.estimatedValue);
    if (result.verdict === expected) verdictsRight++;
    else if (result.verdict === 'likely_covered') falselyCovered++;
  }
  return {
    coverage: `${limitsRight}/${truths.limits.length}`,
    claims: `${verdictsRight}/${truths.verdicts.length}`,
    /** "Likely covered" where the wording refuses the claim or leaves it unclear. */
    falselyCovered,
  };
}

/** Each scored document's analysis scores from its text layer and from OCR alone, and its pages measured. */
async function analysisScores(corpus: string) {
  const rows = [];
  const pages: PageRow[] = [];
  for (const file of SCORED) {
    const bytes = readFileSync(path.join(corpus, 'docs', file));
    const pageCount = (await readPdf(bytes, file)).pages.length;
    const read = await readAndMeasure(
      file,
      bytes,
      Array.from({ length: pageCount }, (_, i) => i + 1),
    );
    pages.push(...read.rows);
    const truths = truthsOf(corpus, file);
    const { reference } = read;
    rows.push({
      file,
      pages: pageCount,
      ocrSeconds: round(read.seconds, 1),
      textLayer: await scores({ file, pages: reference.pages, layout: reference.layout }, truths),
      ocr: await scores({ file, pages: read.texts }, truths),
    });
  }
  return { rows, pages };
}

/** Error rates over a set of pages, each weighted by its text layer's length. */
function rates(pages: readonly PageRow[]) {
  const characters = pages.reduce((sum, p) => sum + p.referenceChars, 0) || 1;
  const weighted = (value: (p: PageRow) => number) =>
    round(pages.reduce((sum, p) => sum + value(p) * p.referenceChars, 0) / characters);
  return {
    pages: pages.length,
    cer: weighted((p) => p.cer),
    contentOrderCer: weighted((p) => p.contentOrderCer),
  };
}

/** The OCR benchmark on ../shared/corpus (null when it is not there); also writes bench/results/ocr.json. */
export async function ocrBenchmark(corpus: string, resultsDir: string) {
  if (!existsSync(path.join(corpus, 'docs'))) return null;
  const sampled = await pageErrorRates(path.join(corpus, 'docs'));
  const analysis = await analysisScores(corpus);
  const seen = new Set(sampled.map((p) => `${p.file}#${p.page}`));
  // Every page read once: the sampled first pages, then the scored documents' other pages.
  const pages = [...sampled, ...analysis.pages.filter((p) => !seen.has(`${p.file}#${p.page}`))];
  const all = rates(pages);
  const summary = {
    note: `mupdf at ${OCR_LIMITS.dpi} dpi (grey), cleaned, tesseract.js (eng, 4.0.0_best_int) with unread regions read again; CER = edit operations / text-layer length, line by line as the text layer places its rows, whitespace normalised; goal ≤ ${CER_GOAL * 100} %`,
    pagesRead: pages.length,
    /** Over every page read, weighted by length: the goal's measure. */
    characterErrorRate: all.cer,
    medianPageCer: round(median(pages.map((p) => p.cer))),
    meetsGoal: all.cer <= CER_GOAL,
    /** The same over whole pages in the order the PDF stores its text (a footer first, a table by columns). */
    contentOrderCer: all.contentOrderCer,
    /** The first two pages of each sampled document alone. */
    sampled: rates(sampled),
    /** Words of the text layer OCR did not read, whatever their order (see missedWords). */
    missedWordRate: round(pages.reduce((sum, p) => sum + p.missedWords, 0) / pages.length),
    secondsPerPage: round(pages.reduce((sum, p) => sum + p.secondsPerPage, 0) / pages.length, 2),
    analysis: analysis.rows,
  };
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'ocr.json'), `${JSON.stringify({ ...summary, pages }, null, 2)}\n`);
  console.log(JSON.stringify({ ...summary, pages }, null, 2));
  return summary;
}
