import type { PDFDocumentLoadingTask, RenderTask } from 'pdfjs-dist';
import type { ScanWord } from '#domain/schemas/policy';
import { loadPdfjs } from './load-pdfjs';
import {
  findQuote,
  type HighlightBox,
  highlightBoxes,
  type PageTextItem,
  scanHighlightBoxes,
} from './quote-match';

class PageMissingError extends Error {}

/** Sharp on high-density screens without drawing more pixels than a phone can hold. */
function renderScale(): number {
  return 1.5 * Math.min(Math.max(window.devicePixelRatio || 1, 1), 2);
}

export interface PageRequest {
  readonly bytes: ArrayBuffer;
  readonly page: number;
  readonly quote: string;
  /** What the drawn page is called for assistive technology: 'Page 3 of policy.pdf'. */
  readonly label: string;
  /** For a page read from a scan (which has no text of its own), the words read there and their places. */
  readonly scanWords?: readonly ScanWord[];
}

export interface DrawnPage {
  readonly canvas: HTMLCanvasElement;
  /** Where the quoted words are on the page, as fractions of its size; none when they were not found. */
  readonly boxes: readonly HighlightBox[];
  /** Width over height. */
  readonly aspect: number;
}

export interface PageDrawing {
  /** The drawn page; undefined when the drawing was cancelled first. */
  readonly done: Promise<DrawnPage | undefined>;
  /** Stops the drawing and frees the document. */
  cancel(): void;
  /** Frees the document once the drawing is done with. */
  release(): void;
}

/**
 * Draws one page of a PDF with pdf.js (loaded on first use) onto a new canvas, and finds the quoted
 * words on it through the page's text, or on a scanned page through the words read there.
 */
export function drawPdfPage({ bytes, page, quote, label, scanWords }: PageRequest): PageDrawing {
  let cancelled = false;
  let loadingTask: PDFDocumentLoadingTask | undefined;
  let renderTask: RenderTask | undefined;

  async function draw(): Promise<DrawnPage | undefined> {
    const pdfjs = await loadPdfjs();
    if (cancelled) return undefined;
    // pdf.js hands its input to the worker, so it gets a copy and the cached bytes stay usable.
    loadingTask = pdfjs.getDocument({ data: new Uint8Array(bytes.slice(0)), isEvalSupported: false });
    const document_ = await loadingTask.promise;
    if (page < 1 || page > document_.numPages) throw new PageMissingError();
    const pdfPage = await document_.getPage(page);
    if (cancelled) return undefined;
    const viewport = pdfPage.getViewport({ scale: renderScale() });
    // A fresh canvas each time: pdf.js refuses a canvas another render is still using.
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(viewport.width);
    canvas.height = Math.ceil(viewport.height);
    canvas.className = 'pdf-page__canvas';
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', label);
    renderTask = pdfPage.render({ canvas, viewport });
    await renderTask.promise;
    const boxes = scanWords?.length
      ? scanHighlightBoxes(scanWords, quote)
      : await textBoxes(pdfPage, quote, viewport);
    if (cancelled) return undefined;
    return { canvas, boxes, aspect: viewport.width / viewport.height };
  }

  return {
    done: draw(),
    cancel() {
      cancelled = true;
      renderTask?.cancel();
      void loadingTask?.destroy();
    },
    release() {
      void loadingTask?.destroy();
    },
  };
}

type PdfPage = Awaited<ReturnType<Awaited<PDFDocumentLoadingTask['promise']>['getPage']>>;

/** Where the quote is on a page, through the page's own text. */
async function textBoxes(pdfPage: PdfPage, quote: string, viewport: ReturnType<PdfPage['getViewport']>) {
  const text = await pdfPage.getTextContent();
  const items: PageTextItem[] = text.items.filter((item) => 'str' in item);
  return highlightBoxes(items, findQuote(items, quote), viewport, (rect) =>
    viewport.convertToViewportRectangle(rect),
  );
}

/** What the viewer says when a page could not be drawn. */
export function drawFailureMessage(error: unknown, page: number): string {
  return error instanceof PageMissingError
    ? `This document has no page ${page}.`
    : 'The page could not be shown. Please try again.';
}
