import { type RefObject, useEffect, useRef, useState } from 'react';
import type { ScanWord } from '#domain/schemas/policy';
import { Alert } from '../alert';
import { Button } from '../button';
import { Spinner } from '../spinner';
import type { HighlightBox } from './quote-match';
import { usePdfPageDrawing, type ViewState } from './use-pdf-page-drawing';

/** A4 portrait, the usual shape of a policy page, reserved while the real page is drawn. */
const DEFAULT_ASPECT = 595 / 842;

function percent(fraction: number): string {
  return `${(fraction * 100).toFixed(3)}%`;
}

interface PdfPageViewProps {
  readonly bytes: ArrayBuffer;
  readonly fileName: string;
  readonly page: number;
  readonly quote: string;
  /** The words read on a scanned page and their places, to mark the quote by. */
  readonly scanWords?: readonly ScanWord[];
}

interface QuoteAsideProps extends Pick<PdfPageViewProps, 'fileName' | 'page' | 'quote'> {
  /** Whether the page is drawn, and whether the quoted words could be marked on it. */
  readonly ready: boolean;
  readonly found: boolean;
  readonly zoomed: boolean;
  readonly onZoom: () => void;
}

/** The quote beside the page, whether it is marked there, and the zoom button. */
function QuoteAside({ fileName, page, quote, ready, found, zoomed, onZoom }: QuoteAsideProps) {
  return (
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
          onClick={onZoom}
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
  );
}

/** The boxes over the quoted words; the first one is scrolled to. */
function HighlightMarks(props: {
  readonly boxes: readonly HighlightBox[];
  readonly firstMarkRef: RefObject<HTMLSpanElement | null>;
}) {
  return (
    <div className="pdf-page__marks" aria-hidden="true">
      {props.boxes.map((box, index) => (
        <span
          // Boxes are fixed once drawn; their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          key={index}
          ref={index === 0 ? props.firstMarkRef : undefined}
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
  );
}

interface PageImageProps {
  readonly state: ViewState;
  readonly label: string;
  readonly hostRef: RefObject<HTMLDivElement | null>;
  readonly firstMarkRef: RefObject<HTMLSpanElement | null>;
}

/** The drawn page with its marks, its shape kept while it is drawn, or why it could not be. */
function PageImage({ state, label, hostRef, firstMarkRef }: PageImageProps) {
  if (state.status === 'error') {
    return (
      <Alert tone="error">
        <p>{state.message}</p>
      </Alert>
    );
  }
  const ready = state.status === 'ready' ? state : undefined;
  return (
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
      {ready && <HighlightMarks boxes={ready.boxes} firstMarkRef={firstMarkRef} />}
    </div>
  );
}

/**
 * One page of a PDF drawn with pdf.js, the quoted words marked on it (found through the page's
 * text), and the quote itself beside the page so it can be read even where it cannot be marked.
 */
export function PdfPageView({ bytes, fileName, page, quote, scanWords }: PdfPageViewProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const firstMarkRef = useRef<HTMLSpanElement>(null);
  const [zoomed, setZoomed] = useState(false);
  const label = `Page ${page} of ${fileName}`;
  const state = usePdfPageDrawing(hostRef, { bytes, page, quote, label, scanWords });
  const ready = state.status === 'ready';
  const found = state.status === 'ready' && state.boxes.length > 0;

  // Brings the marked words into view on a long page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: also runs on zooming, when the words move.
  useEffect(() => {
    if (found)
      firstMarkRef.current?.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  }, [found, zoomed]);

  return (
    <div className="pdf-viewer">
      <QuoteAside
        fileName={fileName}
        page={page}
        quote={quote}
        ready={ready}
        found={found}
        zoomed={zoomed}
        onZoom={() => setZoomed((z) => !z)}
      />
      <div className={zoomed ? 'pdf-viewer__page pdf-viewer__page--zoomed' : 'pdf-viewer__page'}>
        <PageImage state={state} label={label} hostRef={hostRef} firstMarkRef={firstMarkRef} />
      </div>
    </div>
  );
}
