import type { ReactNode } from 'react';

interface PageHeaderProps {
  readonly title: string;
  readonly children?: ReactNode;
}

/** The page's one h1 and its lead paragraph. */
export function PageHeader({ title, children }: PageHeaderProps) {
  return (
    <header className="page-header">
      <h1>{title}</h1>
      {children && <p className="lead">{children}</p>}
    </header>
  );
}
