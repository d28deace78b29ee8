import { Alert } from '#web/components/alert';
import { Button } from '#web/components/button';
import { Dialog } from '#web/components/dialog';
import { TextAreaField } from '#web/components/form-fields';
import { useCoverageRequest } from '../hooks/use-coverage-request';

export const REQUEST_SUCCESS = 'Your coverage request has been submitted successfully.';
export const REQUEST_FAILED = 'Failed to submit request. Please try again later.';

interface CoverageRequestDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

/** Cancel (Close once sent), and Submit, which says so while the request goes. */
function RequestActions(props: {
  readonly sent: boolean;
  readonly pending: boolean;
  readonly onClose: () => void;
}) {
  return (
    <div className="button-row dialog__actions">
      <Button variant="secondary" onClick={props.onClose}>
        {props.sent ? 'Close' : 'Cancel'}
      </Button>
      <Button type="submit" aria-disabled={props.pending || props.sent || undefined}>
        {props.pending ? (
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
  );
}

/** Request New Coverage Type: asks the team to support another kind of item. */
export function CoverageRequestDialog({ open, onClose }: CoverageRequestDialogProps) {
  const request = useCoverageRequest(open, onClose);
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
      <form ref={request.formRef} className="form coverage-request" noValidate onSubmit={request.submit}>
        <TextAreaField
          label="Item coverage you would like"
          hint="For example: bicycles, jewellery, pets or a camera."
          name="description"
          rows={4}
          maxLength={2000}
          className="coverage-request__text"
          value={request.description}
          disabled={request.sent}
          error={request.error}
          onChange={(event) => request.change(event.target.value)}
        />
        {request.sent && (
          <Alert tone="success" live>
            <p>{REQUEST_SUCCESS}</p>
          </Alert>
        )}
        {request.failed && (
          <Alert tone="error">
            <p>{REQUEST_FAILED}</p>
          </Alert>
        )}
        <RequestActions sent={request.sent} pending={request.pending} onClose={onClose} />
      </form>
    </Dialog>
  );
}
