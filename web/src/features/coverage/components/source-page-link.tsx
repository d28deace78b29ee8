import { PageLink } from '#web/components/pdf-page-viewer/pdf-page-viewer';
import type { StoredCitation } from '../api/get-coverage';

interface SourcePageLinkProps {
  /** The policy the figure was read from, to open its document. */
  readonly policyId: string;
  readonly citation: StoredCitation;
  /** What the figure is, e.g. 'Lost baggage': said with the link and in the viewer's title. */
  readonly subject: string;
}

/** 'from page N' beside a figure or term: opens the page it is read from, the words marked. */
export function SourcePageLink({ policyId, citation, subject }: SourcePageLinkProps) {
  return (
    <PageLink
      target={{
        policyId,
        fileId: citation.fileId,
        fileName: citation.file,
        page: citation.page,
        quote: citation.quote,
        ...(citation.fromScan && { fromScan: true }),
        subject,
      }}
    >
      from page {citation.page}
      <span className="visually-hidden"> ({subject})</span>
    </PageLink>
  );
}
