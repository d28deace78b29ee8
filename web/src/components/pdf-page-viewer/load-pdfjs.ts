import type * as PdfJs from 'pdfjs-dist';

/**
 * pdf.js, fetched the first time a page is shown (it is large, and most visits never open one),
 * with its worker served from our own origin as the content security policy requires.
 */
let loading: Promise<typeof PdfJs> | undefined;

export function loadPdfjs(): Promise<typeof PdfJs> {
  loading ??= Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?worker&url'),
  ]).then(([pdfjs, worker]) => {
    pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
    return pdfjs;
  });
  // A failed load (e.g. a dropped connection) may be retried on the next open.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
