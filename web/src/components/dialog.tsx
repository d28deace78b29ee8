import { type ReactNode, useEffect, useId, useRef } from 'react';

interface DialogProps {
  readonly open: boolean;
  /** Called when the dialog closes itself (Escape) so the owner can update its state. */
  readonly onClose: () => void;
  readonly title: string;
  readonly description?: ReactNode;
  readonly children: ReactNode;
}

/**
 * A modal dialog on the browser's own <dialog>: focus moves in and is kept inside, Escape closes
 * it, and the page behind is inert while it is open.
 */
export function Dialog({ open, onClose, title, description, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={onClose}
    >
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      {description && (
        <div id={descriptionId} className="dialog__description">
          {description}
        </div>
      )}
      {children}
    </dialog>
  );
}
