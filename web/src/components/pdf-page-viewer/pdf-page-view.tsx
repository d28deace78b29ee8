import type { PDFDocumentLoadingTask, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../alert';
import { Button } from '../button';
import { Spinner } from '../spinner';
import { loadPdfjs } from './load-pdfjs';
import { findQuote, type HighlightBox, highlightBoxes, type PageTextItem } from './quote-match';

/** A4 portrait, the usual shape of a policy page, reserved while the real page is drawn. */
const DEFAULT_ASPECT = 595 / 842;

type ViewState =
  | { readonly status: 'rendering' }
  | { readonly status: 'ready'; readonly boxes: readonly HighlightBox[]; readonly aspect: number }
  | { readonly status: 'error'; readonly message: string };

class PageMissingError extends Error {}

/** Sharp on high-density screens without drawing more pixels than a phone can hold. */
function renderScale(): number {
  return 1.5 * Math.min(Math.max(window.devicePixelRatio || 1, 1), 2);
}

function percent(fraction: number): string {
  return `${(fraction * 100).toFixed(3)}%`;
}

interface PdfPageViewProps {
  readonly bytes: ArrayBuffer;
  readonly fileName: string;
  readonly page: number;
  readonly quote: string;
}

/**
 * One page of a PDF drawn with pdf.js, the quoted words marked on it (found through the page's
 * text), and the quote itself beside the page so it can be read even where it cannot be marked.
 */
export function PdfPageView({ bytes, fileName, page, quote }: PdfPageViewProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const firstMarkRef = useRef<HTMLSpanElement>(null);
  const [state, setState] = useState<ViewState>({ status: 'rendering' });
  const [zoomed, setZoomed] = useState(false);
  const label = `Page ${page} of ${fileName}`;

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let cancelled = false;
    let loadingTask: PDFDocumentLoadingTask | undefined;
    let renderTask: RenderTask | undefined;
    setState({ status: 'rendering' });

    async function draw(into: HTMLDivElement) {
      const pdfjs = await loadPdfjs();
      if (cancelled) return;
      // pdf.js hands its input to the worker, so it gets a copy and the cached bytes stay usable.
      loadingTask = pdfjs.getDocument({ data: new Uint8Array(bytes.slice(0)), isEvalSupported: false });
      const document_ = await loadingTask.promise;
      if (page < 1 || page > document_.numPages) throw new PageMissingError();
      const pdfPage = await document_.getPage(page);
      if (cancelled) return;
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
      const text = await pdfPage.getTextContent();
      const items: PageTextItem[] = text.items.filter((item) => 'str' in item);
      const boxes = highlightBoxes(items, findQuote(items, quote), viewport, (rect) =>
        viewport.convertToViewportRectangle(rect),
      );
      if (cancelled) return;
      into.replaceChildren(canvas);
      setState({ status: 'ready', boxes, aspect: viewport.width / viewport.height });
    }

    draw(host)
      .catch((error: unknown) => {
        if (cancelled) return;
        setState({
          status: 'error',
          message:
            error instanceof PageMissingError
              ? `This document has no page ${page}.`
              : 'The page could not be shown. Please try again.',
        });
      })
      .finally(() => {
        void loadingTask?.destroy();
      });

    return () => {
      cancelled = true;
      renderTask?.cancel();
      void loadingTask?.destroy();
    };
  }, [bytes, page, quote, label]);

  const ready = state.status === 'ready' ? state : undefined;
  const found = ready !== undefined && ready.boxes.length > 0;

  // Brings the marked words into view on a long page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: also runs on zooming, when the words move.
  useEffect(() => {
    if (found)
      firstMarkRef.current?.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  }, [found, zoomed]);

  return (
    <div className="pdf-viewer">
      <div className="pdf-viewer__aside">
        <figure className="pdf-viewer__quote">
          <blockquote>
            <p>“{quote}”</p>
          </blockquote>
          <figcaption>
            {fileName}, page {page}
          </figcaption>
        </figure>
        <p className="pdf-viewer__status" role="status">
          {found && 'The quoted words are highlighted on the page.'}
        </p>
        {ready && (
          <Button
            variant="secondary"
            className="button--small pdf-viewer__zoom"
            aria-pressed={zoomed}
            onClick={() => setZoomed((z) => !z)}
          >
            {zoomed ? 'Fit page to width' : 'Zoom in'}
          </Button>
        )}
        {ready && !found && (
          <Alert tone="info">
            <p>These exact words could not be marked on the page image, so they are quoted here instead.</p>
          </Alert>
        )}
      </div>
      <div className={zoomed ? 'pdf-viewer__page pdf-viewer__page--zoomed' : 'pdf-viewer__page'}>
        {state.status === 'error' ? (
          <Alert tone="error">
            <p>{state.message}</p>
          </Alert>
        ) : (
          <div
            className="pdf-page"
            style={{ aspectRatio: String(ready?.aspect ?? DEFAULT_ASPECT) }}
            aria-busy={state.status === 'rendering' || undefined}
          >
            <div ref={hostRef} className="pdf-page__host" />
            {state.status === 'rendering' && (
              <div className="pdf-page__loading">
                <Spinner label={`Opening ${label}…`} />
              </div>
            )}
            {ready && (
              <div className="pdf-page__marks" aria-hidden="true">
                {ready.boxes.map((box, index) => (
                  <span
                    // Boxes are fixed once drawn; their order is their identity.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                    key={index}
                    ref={index === 0 ? firstMarkRef : undefined}
                    className="pdf-page__mark"
                    style={{
                      left: percent(box.left),
                      top: percent(box.top),
                      width: percent(box.width),
                      height: percent(box.height),
                    }}
                  />
                ))}
              </div>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
