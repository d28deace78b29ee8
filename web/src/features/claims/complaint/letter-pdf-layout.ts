/** How the complaint letter is laid out on A4 pages: pure, so it is tested without a PDF. */

/** The width of a piece of text in points, as the PDF's font sets it. */
export type Measure = (text: string) => number;

/** A word too long for a line is cut where the line ends. */
function splitLongWord(word: string, maxWidth: number, measure: Measure): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece !== '' && measure(piece + char) > maxWidth) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  return piece === '' ? pieces : [...pieces, piece];
}

/** One paragraph's lines, broken between words; an empty paragraph stays one empty line. */
function wrapParagraph(paragraph: string, maxWidth: number, measure: Measure): string[] {
  const words = paragraph.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words.flatMap((w) =>
    measure(w) > maxWidth ? splitLongWord(w, maxWidth, measure) : [w],
  )) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && measure(candidate) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  return [...lines, line];
}

/** The text's lines, each no wider than `maxWidth`, keeping its own line breaks. */
export function wrapText(text: string, maxWidth: number, measure: Measure): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .flatMap((paragraph) => wrapParagraph(paragraph, maxWidth, measure));
}

/** The lines in pages of `perPage`; a letter always has at least one page. */
export function paginate(lines: readonly string[], perPage: number): string[][] {
  const pages: string[][] = [];
  for (let start = 0; start < lines.length; start += perPage) pages.push(lines.slice(start, start + perPage));
  return pages.length > 0 ? pages : [[]];
}

/**
 * The text with what the PDF's standard font cannot draw replaced: tabs become spaces, and any other
 * character outside the font's set becomes '?', so a pasted emoji cannot stop the download.
 */
export function drawableText(text: string, drawable: ReadonlySet<number>): string {
  let out = '';
  for (const char of text.replace(/\t/g, '    ')) {
    const code = char.codePointAt(0) ?? 0;
    out += char === '\n' || drawable.has(code) ? char : '?';
  }
  return out;
}

/** 'complaint-letter-wayfarer-annual-multi-trip.pdf', from the policy's name. */
export function letterFileName(policyName: string): string {
  const slug = policyName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `complaint-letter-${slug || 'policy'}.pdf`;
}
