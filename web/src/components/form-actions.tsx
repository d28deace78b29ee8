import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Button } from './button';

interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'disabled'> {
  /** While the form is being sent: the button is held and says so. */
  readonly busy: boolean;
  readonly busyLabel: ReactNode;
}

/** A form's send button: held, and saying what is happening, while the form is sent. */
export function SubmitButton({ busy, busyLabel, children, ...button }: SubmitButtonProps) {
  return (
    <Button type="submit" {...button} disabled={busy}>
      {busy ? busyLabel : children}
    </Button>
  );
}

interface SubmitOrCancelProps {
  readonly busy: boolean;
  readonly submitLabel: string;
  readonly busyLabel: string;
  readonly onCancel: () => void;
}

/** Send and Cancel side by side, both held while the form is sent. */
export function SubmitOrCancel({ busy, submitLabel, busyLabel, onCancel }: SubmitOrCancelProps) {
  return (
    <div className="button-row">
      <SubmitButton busy={busy} busyLabel={busyLabel}>
        {submitLabel}
      </SubmitButton>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
    </div>
  );
}
