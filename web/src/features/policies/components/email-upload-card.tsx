import { useId } from 'react';

/** How to add a policy by e-mail. The upload address is not served to the app yet, so it is not named. */
export function EmailUploadCard() {
  const titleId = useId();
  return (
    <section className="card email-upload" aria-labelledby={titleId}>
      <div className="email-upload__header">
        <span className="email-upload__icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <rect
              x="3"
              y="5"
              width="18"
              height="14"
              rx="2"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            />
            <path d="m4 7 8 6 8-6" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </span>
        <h2 id={titleId} className="card__title email-upload__title">
          Upload by e-mail
        </h2>
      </div>
      <p>
        Got your documents in an e-mail from your insurer? Forward the PDFs to your PolicyLens upload address
        and they become a new policy here, with its details read for you.
      </p>
      <ul className="email-upload__points">
        <li>Send it from the e-mail address you registered with. Mail from any other address is ignored.</li>
        <li>Attach the documents as PDF files; one e-mail makes one policy.</li>
        <li>We reply to confirm what was added. The limit of 10 policies applies.</li>
      </ul>
    </section>
  );
}
