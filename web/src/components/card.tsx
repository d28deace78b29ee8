import type { ReactNode } from 'react';

interface CardProps {
  readonly title?: string;
  readonly children: ReactNode;
  readonly className?: string;
}

export function Card({ title, children, className }: CardProps) {
  return (
    <section className={['card', className].filter(Boolean).join(' ')}>
      {title && <h2 className="card__title">{title}</h2>}
      {children}
    </section>
  );
}
