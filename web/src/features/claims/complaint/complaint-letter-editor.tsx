import { useState } from 'react';
import { Button } from '#web/components/button';
import { TextAreaField } from '#web/components/form-fields';
import { letterPdf, saveFile } from './letter-pdf';
import { letterFileName } from './letter-pdf-layout';

export const COPIED_MESSAGE = 'Letter copied. Paste it into an e-mail or your insurer’s complaint form.';
export const COPY_FAILED_MESSAGE = 'The letter could not be copied. Select its text and copy it instead.';
export const PDF_FAILED_MESSAGE = 'The PDF could not be made. Please try again.';

interface LetterActionsProps {
  readonly text: string;
  readonly policyName: string;
}

/** Copy and PDF download of the letter as it stands, with what happened said in a status line. */
function LetterActions({ text, policyName }: LetterActionsProps) {
  const [status, setStatus] = useState('');
  const [making, setMaking] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setStatus(COPIED_MESSAGE);
    } catch {
      setStatus(COPY_FAILED_MESSAGE);
    }
  }

  async function download() {
    if (making) return;
    setMaking(true);
    try {
      const fileName = letterFileName(policyName);
      saveFile(await letterPdf(text, `Complaint about ${policyName}`), fileName);
      setStatus(`Letter downloaded as ${fileName}.`);
    } catch {
      setStatus(PDF_FAILED_MESSAGE);
    } finally {
      setMaking(false);
    }
  }

  return (
    <>
      <div className="button-row">
        <Button variant="secondary" className="button--small" onClick={() => void copy()}>
          Copy letter
        </Button>
        <Button
          variant="secondary"
          className="button--small"
          aria-disabled={making || undefined}
          onClick={() => void download()}
        >
          {making ? 'Making the PDF…' : 'Download as PDF'}
        </Button>
      </div>
      <p role="status" className="complaint-letter__status">
        {status}
      </p>
    </>
  );
}

interface ComplaintLetterEditorProps {
  /** The letter drafted from the assessment and the fields above it. */
  readonly draft: string;
  readonly policyName: string;
}

/**
 * The letter in a text box the user can change. It follows the draft until they type in it; then
 * their text is kept, and they can go back to the draft.
 */
export function ComplaintLetterEditor({ draft, policyName }: ComplaintLetterEditorProps) {
  const [edited, setEdited] = useState<string>();
  const text = edited ?? draft;
  return (
    <div className="complaint-letter">
      <TextAreaField
        label="Your letter"
        hint="Fill in what is in [square brackets] and check every word before you send it."
        className="complaint-letter__text"
        rows={18}
        value={text}
        onChange={(event) => setEdited(event.target.value)}
      />
      {edited !== undefined && edited !== draft && (
        <p className="claim-result__hint">
          Your changes are kept, so the fields above no longer change the letter.{' '}
          <button type="button" className="link-button" onClick={() => setEdited(undefined)}>
            Go back to the draft
          </button>
        </p>
      )}
      <LetterActions text={text} policyName={policyName} />
    </div>
  );
}
