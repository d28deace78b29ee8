import type { ReactNode } from 'react';

interface AuthCardProps {
  readonly title: string;
  readonly lead: ReactNode;
  /** For forms with two fields side by side (register, complete profile). */
  readonly wide?: boolean;
  readonly children: ReactNode;
}

/** The card of the account pages (log in, register, reset, complete profile): title, lead, form. */
export function AuthCard({ title, lead, wide = false, children }: AuthCardProps) {
  return (
    <div className={wide ? 'card auth-card auth-card--wide' : 'card auth-card'}>
      <header className="auth-card__header">
        <h1>{title}</h1>
        <p className="auth-card__lead">{lead}</p>
      </header>
      {children}
    </div>
  );
}

/** An account page with its card alone in the middle. */
export function SingleAuthPage(props: AuthCardProps) {
  return (
    <div className="page auth-page auth-page--single">
      <AuthCard {...props} />
    </div>
  );
}
