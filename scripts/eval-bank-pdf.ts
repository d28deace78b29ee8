import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';

/**
 * A clause-bank entry's policy text as a one-page PDF, made in memory: Helvetica (WinAnsi), the
 * text wrapped to the page width. Characters the font cannot encode become their closest ASCII
 * spelling; every other character is kept as written.
 */

/** ASCII spellings of characters a standard font may lack. */
const ASCII_EQUIVALENTS: Readonly<Record<string, string>> = {
  '≥': '>=',
  '≤': '<=',
  '≠': '!=',
  '±': '+/-',
  '×': 'x',
  '÷': '/',
  '–': '-',
  '—': '-',
  '‐': '-',
  '‑': '-',
  '−': '-',
  '‘': "'",
  '’': "'",
  '‚': ',',
  '“': '"',
  '”': '"',
  '„': '"',
  '…': '...',
  '•': '*',
  '€': 'EUR',
  '£': 'GBP',
  '₹': 'Rs',
  '¥': 'JPY',
};

/** The closest spelling of one character that the font can encode ('?' when there is none). */
function substitute(char: string, canEncode: (char: string) => boolean): string {
  const mapped = ASCII_EQUIVALENTS[char];
  if (mapped !== undefined && [...mapped].every(canEncode)) return mapped;
  // Ligatures (ﬁ → fi) and accented letters (ő → o) through their compatibility decomposition.
  const decomposed = char.normalize('NFKD').replace(/\p{M}/gu, '');
  if (decomposed && [...decomposed].every(canEncode)) return decomposed;
  return '?';
}

/**
 * The text with each character the font cannot encode replaced by its closest encodable spelling.
 * White space stays as it is: wrapping turns every run of it into one space or a line break.
 */
export function encodableText(text: string, canEncode: (char: string) => boolean): string {
  return [...text]
    .map((char) => (canEncode(char) || /\s/u.test(char) ? char : substitute(char, canEncode)))
    .join('');
}

/** A word too wide for a line, cut into pieces that each fit (only when no space breaks it). */
function splitWord(word: string, maxWidth: number, measure: (text: string) => number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && measure(piece + char) > maxWidth) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** The text's lines at most maxWidth wide, broken at spaces; each paragraph starts a new line. */
export function wrapText(text: string, maxWidth: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      const pieces = measure(word) <= maxWidth ? [word] : splitWord(word, maxWidth, measure);
      lines.push(...pieces.slice(0, -1));
      line = pieces.at(-1) ?? '';
    }
    if (line) lines.push(line);
  }
  return lines;
}

const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const;
const FONT_SIZES = [11, 10, 9, 8, 7, 6] as const;

/** The largest font size at which the wrapped text fits the page, with its lines. */
function fitToPage(text: string, font: PDFFont): { size: number; lines: string[] } {
  const width = PAGE.width - 2 * PAGE.margin;
  const height = PAGE.height - 2 * PAGE.margin;
  for (const size of FONT_SIZES) {
    const lines = wrapText(text, width, (t) => font.widthOfTextAtSize(t, size));
    if (lines.length * size * 1.4 <= height) return { size, lines };
  }
  throw new Error(`Policy text of ${text.length} characters does not fit on one page`);
}

/** A one-page PDF of the text (bytes in memory; nothing is written to disk). */
export async function renderPolicyPdf(text: string, title: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const charset = new Set(font.getCharacterSet());
  const canEncode = (char: string) => charset.has(char.codePointAt(0) ?? -1);
  const { size, lines } = fitToPage(encodableText(text, canEncode), font);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  lines.forEach((line, i) => {
    const y = PAGE.height - PAGE.margin - size - i * size * 1.4;
    page.drawText(line, { x: PAGE.margin, y, size, font });
  });
  return pdf.save();
}
