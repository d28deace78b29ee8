import type { ReactNode } from 'react';

type Tone = 'error' | 'success' | 'info' | 'warning';

interface AlertProps {
  readonly tone?: Tone;
  readonly title?: string;
  readonly children: ReactNode;
  /** Announce on appearance; off for notes that are there from the start. */
  readonly live?: boolean;
  readonly className?: string;
}

/** A boxed message in the page: an error to fix, a done step, or a note. */
export function Alert({ tone = 'info', title, children, live = tone === 'error', className }: AlertProps) {
  return (
    <div
      className={['alert', `alert--${tone}`, className].filter(Boolean).join(' ')}
      role={live ? (tone === 'error' ? 'alert' : 'status') : undefined}
    >
      {title && <p className="alert__title">{title}</p>}
      <div className="alert__body">{children}</div>
    </div>
  );
}
