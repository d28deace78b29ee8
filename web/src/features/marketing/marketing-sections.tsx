import type { ReactNode } from 'react';

/** A titled section of a tool's page; `id` names its heading. */
export function MarketingSection({
  id,
  title,
  children,
}: {
  readonly id: string;
  readonly title: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <section className="marketing-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export interface Step {
  readonly title: string;
  readonly text: ReactNode;
}

/** Numbered steps explaining how a tool works. */
export function HowItWorks({ steps }: { readonly steps: readonly Step[] }) {
  return (
    <MarketingSection id="how-it-works-title" title="How it works">
      <ol className="marketing-steps auto-columns">
        {steps.map((step, index) => (
          <li key={step.title} className="marketing-step">
            <span className="marketing-step__number" aria-hidden="true">
              {index + 1}
            </span>
            <h3 className="marketing-step__title">{step.title}</h3>
            <p className="marketing-step__text">{step.text}</p>
          </li>
        ))}
      </ol>
    </MarketingSection>
  );
}

export interface Point {
  /** The point in a few words, a sentence of its own. */
  readonly title: string;
  readonly text: ReactNode;
}

/** What a tool does, point by point. */
export function MarketingPoints({ points }: { readonly points: readonly Point[] }) {
  return (
    <ul className="marketing-points auto-columns">
      {points.map((point) => (
        <li key={point.title}>
          <strong>{point.title}</strong> {point.text}
        </li>
      ))}
    </ul>
  );
}

export interface Limitation {
  readonly question: string;
  readonly answer: ReactNode;
}

/** Plain answers about what a tool cannot do, so nobody relies on it for more than it offers. */
export function WhatItCannotDo({ items }: { readonly items: readonly Limitation[] }) {
  return (
    <MarketingSection id="limits-title" title={<>What it can&rsquo;t do</>}>
      <dl className="marketing-faq auto-columns">
        {items.map((item) => (
          <div key={item.question} className="marketing-faq__item">
            <dt>{item.question}</dt>
            <dd>{item.answer}</dd>
          </div>
        ))}
      </dl>
    </MarketingSection>
  );
}

/** A small page-reference badge, as the tools show beside each figure they quote. */
export function PageRef({ page }: { readonly page: number }) {
  return <span className="example-card__page">Page {page}</span>;
}

interface ExampleCardProps {
  readonly title: string;
  readonly subtitle: string;
  /** Says the example is illustrative. */
  readonly caption: string;
  readonly children: ReactNode;
}

/** A static example of what a tool shows, with illustrative figures. */
export function ExampleCard({ title, subtitle, caption, children }: ExampleCardProps) {
  return (
    <figure className="example-card">
      <div className="example-card__header">
        <span className="example-card__badge">Example</span>
        <p className="example-card__title">{title}</p>
        <p className="example-card__subtitle">{subtitle}</p>
      </div>
      {children}
      <figcaption className="example-card__caption">{caption}</figcaption>
    </figure>
  );
}

export interface ExampleRow {
  readonly term: string;
  readonly value: string;
  /** The page the figure is quoted from, shown beside it. */
  readonly page?: number;
  readonly className?: string;
}

/** The figures of an example card, each with the page it is quoted from. */
export function ExampleRows({ rows }: { readonly rows: readonly ExampleRow[] }) {
  return (
    <dl className="example-card__rows">
      {rows.map((row) => (
        <div key={row.term}>
          <dt>{row.term}</dt>
          <dd className={row.className}>
            {row.page === undefined ? (
              row.value
            ) : (
              <>
                {`${row.value} `}
                <PageRef page={row.page} />
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
