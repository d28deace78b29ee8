import { type FormEvent, type ReactNode, useState } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog } from './dialog';

/** What a dialog that asks once more before a step that is hard to take back is given. */
export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly busy: boolean;
  readonly error: string | undefined;
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
}

/** What the confirming step needs of the request it guards (a mutation, say). */
interface GuardedRequest {
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly reset: () => void;
}

/**
 * The state of a confirm dialog guarding one request: `ask()` opens it afresh (an earlier failure
 * forgotten), `done()` closes it; `dialog` is what the dialog itself takes, less `onConfirm`.
 */
export function useConfirmStep(request: GuardedRequest, failedMessage: string) {
  const [open, setOpen] = useState(false);
  return {
    ask: () => {
      request.reset();
      setOpen(true);
    },
    done: () => setOpen(false),
    dialog: {
      open,
      busy: request.isPending,
      error: request.isError ? failedMessage : undefined,
      onCancel: () => setOpen(false),
    },
  };
}

interface ConfirmDialogLayoutProps extends Omit<ConfirmDialogProps, 'onConfirm'> {
  readonly title: string;
  readonly description: ReactNode;
  /** The way out, e.g. 'Keep my account'. */
  readonly keepLabel: string;
  readonly confirmLabel: string;
  readonly busyLabel: string;
  /** The confirm button confirms at once... */
  readonly onConfirm?: () => void;
  /** ...or sends a form with the fields in `children`, and is held until `canConfirm`. */
  readonly onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  readonly canConfirm?: boolean;
  readonly children?: ReactNode;
}

/** The dialog's content: why it failed, any fields, then the way out first and the step itself. */
export function ConfirmDialog({
  open,
  busy,
  error,
  onCancel,
  title,
  description,
  keepLabel,
  confirmLabel,
  busyLabel,
  onConfirm,
  onSubmit,
  canConfirm = true,
  children,
}: ConfirmDialogLayoutProps) {
  const content = (
    <>
      {error && <Alert tone="error">{error}</Alert>}
      {children}
      <div className="button-row dialog__actions">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {keepLabel}
        </Button>
        <Button
          type={onSubmit ? 'submit' : 'button'}
          className="button--danger"
          onClick={onConfirm}
          disabled={!canConfirm || busy}
        >
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </>
  );
  return (
    <Dialog open={open} onClose={onCancel} title={title} description={description}>
      {onSubmit ? (
        <form className="form" noValidate onSubmit={onSubmit}>
          {content}
        </form>
      ) : (
        <div className="form">{content}</div>
      )}
    </Dialog>
  );
}
