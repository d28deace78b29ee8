import { type RefObject, useEffect, useState } from 'react';
import { drawFailureMessage, drawPdfPage, type PageRequest } from './draw-pdf-page';
import type { HighlightBox } from './quote-match';

export type ViewState =
  | { readonly status: 'rendering' }
  | { readonly status: 'ready'; readonly boxes: readonly HighlightBox[]; readonly aspect: number }
  | { readonly status: 'error'; readonly message: string };

/** Draws the page into `hostRef`'s element, again whenever what is asked for changes. */
export function usePdfPageDrawing(
  hostRef: RefObject<HTMLDivElement | null>,
  { bytes, page, quote, label, scanWords }: PageRequest,
): ViewState {
  const [state, setState] = useState<ViewState>({ status: 'rendering' });

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let cancelled = false;
    setState({ status: 'rendering' });
    const drawing = drawPdfPage({ bytes, page, quote, label, scanWords });
    drawing.done
      .then((drawn) => {
        if (cancelled || !drawn) return;
        host.replaceChildren(drawn.canvas);
        setState({ status: 'ready', boxes: drawn.boxes, aspect: drawn.aspect });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setState({ status: 'error', message: drawFailureMessage(error, page) });
      })
      .finally(drawing.release);
    return () => {
      cancelled = true;
      drawing.cancel();
    };
  }, [hostRef, bytes, page, quote, label, scanWords]);

  return state;
}
