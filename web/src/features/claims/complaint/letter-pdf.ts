import { drawableText, paginate, wrapText } from './letter-pdf-layout';

/** A4 in points, with margins of about 2 cm. */
const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const;
const FONT_SIZE = 11;
const LINE_HEIGHT = 15;

/**
 * The letter as a PDF: A4 pages in a standard font, lines wrapped, as many pages as it needs.
 * pdf-lib is loaded only here, when the user asks for the PDF, so no page carries it at first.
 */
export async function letterPdf(text: string, title: string): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setCreator('PolicyLens');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const drawable = new Set(font.getCharacterSet());
  const width = PAGE.width - 2 * PAGE.margin;
  const lines = wrapText(drawableText(text, drawable), width, (t) => font.widthOfTextAtSize(t, FONT_SIZE));
  const perPage = Math.floor((PAGE.height - 2 * PAGE.margin) / LINE_HEIGHT);
  for (const pageLines of paginate(lines, perPage)) {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    pageLines.forEach((line, index) => {
      page.drawText(line, {
        x: PAGE.margin,
        y: PAGE.height - PAGE.margin - FONT_SIZE - index * LINE_HEIGHT,
        size: FONT_SIZE,
        font,
        color: rgb(0, 0, 0),
      });
    });
  }
  return doc.save();
}

/** Saves bytes as a file through the browser's own download. */
export function saveFile(bytes: Uint8Array, fileName: string, type = 'application/pdf'): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the bytes once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
