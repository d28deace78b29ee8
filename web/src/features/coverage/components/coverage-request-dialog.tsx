import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { coverageRequestSchema } from '#domain/schemas/public';
import { Alert } from '#web/components/alert';
import { Button } from '#web/components/button';
import { Dialog } from '#web/components/dialog';
import { FieldError } from '#web/components/form-fields';
import { useCreateCoverageRequest } from '../api/create-coverage-request';

export const REQUEST_SUCCESS = 'Your coverage request has been submitted successfully.';
export const REQUEST_FAILED = 'Failed to submit request. Please try again later.';
/** The dialog closes itself this long after a request is sent (spec section 9). */
export const CLOSE_AFTER_SUCCESS_MS = 2000;

interface CoverageRequestDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

/** Request New Coverage Type: asks the team to support another kind of item. */
export function CoverageRequestDialog({ open, onClose }: CoverageRequestDialogProps) {
  const fieldId = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string>();
  const request = useCreateCoverageRequest();
  const { reset } = request;
  const sent = request.isSuccess;

  // Closes on its own once the request is in, and starts afresh the next time it opens.
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(onClose, CLOSE_AFTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [sent, onClose]);

  useEffect(() => {
    if (open) return;
    setDescription('');
    setError(undefined);
    reset();
  }, [open, reset]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (request.isPending || sent) return;
    const parsed = coverageRequestSchema.safeParse({ description });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      textRef.current?.focus();
      return;
    }
    setError(undefined);
    request.mutate(parsed.data.description);
  }

  const describedBy = [`${fieldId}-hint`, error ? `${fieldId}-error` : ''].filter(Boolean).join(' ');

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Request New Coverage Type"
      description={
        <p>
          PolicyLens works out cover for smartphones, homes, health and travel. Tell us which other item you
          would like it to cover, and we will look into it.
        </p>
      }
    >
      <form className="form coverage-request" noValidate onSubmit={submit}>
        <div className={error ? 'field field--invalid' : 'field'}>
          <div className="field__label-row">
            <label htmlFor={fieldId} className="field__label">
              Item coverage you would like
            </label>
          </div>
          <p id={`${fieldId}-hint`} className="field__hint">
            For example: bicycles, jewellery, pets or a camera.
          </p>
          <textarea
            id={fieldId}
            ref={textRef}
            name="description"
            rows={4}
            maxLength={2000}
            className="field__control coverage-request__text"
            value={description}
            disabled={sent}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              setDescription(event.target.value);
              if (error) setError(undefined);
            }}
          />
          {error && <FieldError id={`${fieldId}-error`}>{error}</FieldError>}
        </div>
        {sent && (
          <Alert tone="success" live>
            <p>{REQUEST_SUCCESS}</p>
          </Alert>
        )}
        {request.isError && (
          <Alert tone="error">
            <p>{REQUEST_FAILED}</p>
          </Alert>
        )}
        <div className="button-row dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            {sent ? 'Close' : 'Cancel'}
          </Button>
          <Button type="submit" aria-disabled={request.isPending || sent || undefined}>
            {request.isPending ? (
              <>
                <span
                  className="spinner coverage-spinner-small coverage-spinner-small--light"
                  aria-hidden="true"
                />
                Submitting…
              </>
            ) : (
              'Submit request'
            )}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
