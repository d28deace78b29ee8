import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import { FROM_SCAN_WORDS, pageWords } from '#domain/citations';
import { Alert } from '../alert';
import { Button } from '../button';
import { Dialog } from '../dialog';
import { Spinner } from '../spinner';
import { usePolicyFile } from './get-policy-file';
import { PdfPageView } from './pdf-page-view';
import './pdf-page-viewer.css';

/** A quoted passage of one of a policy's documents: what a 'page N' link opens. */
export interface PdfPageTarget {
  readonly policyId: string;
  /** The stored file, or null when the quote names a document the policy no longer has. */
  readonly fileId: string | null;
  readonly fileName: string;
  readonly page: number;
  readonly quote: string;
  /** What the quote backs up, e.g. 'Lost baggage'; shown in the dialog's title. */
  readonly subject?: string;
  /** The page was read from a scan: said beside the link and in the viewer. */
  readonly fromScan?: boolean;
}

type OpenPage = (target: PdfPageTarget) => void;

const OpenPageContext = createContext<OpenPage | undefined>(undefined);

/** Opens the page viewer on a quote; for 'from page N' links anywhere below the provider. */
export function useOpenPdfPage(): OpenPage {
  const open = useContext(OpenPageContext);
  if (!open) throw new Error('useOpenPdfPage must be used inside PdfPageViewerProvider');
  return open;
}

function StoredPage({ target }: { readonly target: PdfPageTarget & { readonly fileId: string } }) {
  const file = usePolicyFile(target.policyId, target.fileId);
  if (file.isPending) return <Spinner label="Fetching the document…" />;
  const scanWords = file.data?.scanWords[String(target.page)];
  const scan = target.fromScan && (
    <Alert tone="info" live={false}>
      <p>
        This page was read from a scan, so the quoted words {scanWords ? '' : 'are not marked on it and '}may
        hold a misread letter or figure. Check them against the page.
      </p>
    </Alert>
  );
  if (file.isError)
    return (
      <Alert tone="error">
        <p>The document could not be opened. Please try again.</p>
        <Button variant="secondary" className="button--small" onClick={() => void file.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  return (
    <>
      {scan}
      <PdfPageView
        bytes={file.data.bytes}
        fileName={target.fileName}
        page={target.page}
        quote={target.quote}
        scanWords={scanWords}
      />
    </>
  );
}

function MissingDocument({ target }: { readonly target: PdfPageTarget }) {
  return (
    <div className="pdf-viewer">
      <div className="pdf-viewer__aside">
        <figure className="pdf-viewer__quote">
          <blockquote>
            <p>“{target.quote}”</p>
          </blockquote>
          <figcaption>
            {target.fileName}, {pageWords(target.page, target.fromScan)}
          </figcaption>
        </figure>
        <Alert tone="info">
          <p>This document is no longer stored with the policy, so only the quote can be shown.</p>
        </Alert>
      </div>
    </div>
  );
}

/**
 * Holds the one page viewer of a screen: children open it with `useOpenPdfPage()`, and it shows the
 * cited page of the policy's PDF with the quote marked, in a modal dialog.
 */
export function PdfPageViewerProvider({ children }: { readonly children: ReactNode }) {
  const [target, setTarget] = useState<PdfPageTarget | null>(null);
  const open = useCallback<OpenPage>((next) => setTarget(next), []);
  const close = useCallback(() => setTarget(null), []);
  const title = target
    ? `${target.subject ? `${target.subject}: ` : ''}${pageWords(target.page, target.fromScan)} of ${target.fileName}`
    : 'Policy page';

  return (
    <OpenPageContext value={open}>
      {children}
      <Dialog open={target !== null} onClose={close} title={title}>
        <div className="pdf-viewer-dialog">
          {/* First in the dialog, so it takes the focus on opening at the top of a long page. */}
          <Button variant="secondary" className="button--small pdf-viewer-dialog__close" onClick={close}>
            Close
          </Button>
          {target &&
            (target.fileId ? (
              <StoredPage
                key={`${target.fileId}#${target.page}#${target.quote}`}
                target={{ ...target, fileId: target.fileId }}
              />
            ) : (
              <MissingDocument target={target} />
            ))}
        </div>
      </Dialog>
    </OpenPageContext>
  );
}

/** Opens the viewer on one quote: 'from page N' beside a figure, or 'page N' under a clause. */
export function PageLink({
  target,
  children,
  className,
}: {
  readonly target: PdfPageTarget;
  readonly children: ReactNode;
  readonly className?: string;
}) {
  const open = useOpenPdfPage();
  return (
    <button
      type="button"
      className={['page-link', className].filter(Boolean).join(' ')}
      onClick={() => open(target)}
    >
      {children}
      {target.fromScan && <span className="page-link__scan"> {FROM_SCAN_WORDS}</span>}
    </button>
  );
}
