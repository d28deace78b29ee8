import { useId } from 'react';
import { MAX_POLICIES } from '#domain/constants';
import { Button } from '#web/components/button';
import { useRuntimeConfig } from '#web/lib/runtime-config';
import { toast } from '#web/lib/toast/toast';
import { LocalEmailInNote } from './local-email-in-note';
import { IconHeader, MailIcon } from './policy-icons';

export const ADDRESS_COPIED = 'Upload address copied';

/** The upload address, with a button that copies it. */
function UploadAddress({ address }: { readonly address: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(address);
      toast.success(ADDRESS_COPIED);
    } catch {
      toast.error('Could not copy the address. Select it and copy it instead.');
    }
  }
  return (
    <p className="email-upload__address">
      <span className="email-upload__address-label">Your upload address</span>
      <code className="email-upload__address-value">{address}</code>
      <Button variant="secondary" className="button--small" onClick={() => void copy()}>
        Copy<span className="visually-hidden"> the upload address</span>
      </Button>
    </p>
  );
}

/** How to add a policy by e-mail, with the address to send it to. */
export function EmailUploadCard() {
  const titleId = useId();
  const { uploadAddress } = useRuntimeConfig();
  return (
    <section className="card email-upload" aria-labelledby={titleId}>
      <IconHeader className="email-upload__header" iconClassName="email-upload__icon" icon={<MailIcon />}>
        <h2 id={titleId} className="card__title email-upload__title">
          Upload by e-mail
        </h2>
      </IconHeader>
      <p>
        Got your documents in an e-mail from your insurer? Forward the PDFs to your PolicyLens upload address
        and they become a new policy here, with its details read for you.
      </p>
      {uploadAddress && <UploadAddress address={uploadAddress} />}
      <ul className="email-upload__points">
        <li>Send it from the e-mail address you registered with. Mail from any other address is ignored.</li>
        <li>Attach the documents as PDF files; one e-mail makes one policy.</li>
        <li>We reply to confirm what was added. The limit of {MAX_POLICIES} policies applies.</li>
      </ul>
      <LocalEmailInNote />
    </section>
  );
}
