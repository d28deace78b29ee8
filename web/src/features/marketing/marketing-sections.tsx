import type { ReactNode } from 'react';

export interface Step {
  readonly title: string;
  readonly text: ReactNode;
}

/** Numbered steps explaining how a tool works. */
export function HowItWorks({ steps }: { readonly steps: readonly Step[] }) {
  return (
    <section className="marketing-section" aria-labelledby="how-it-works-title">
      <h2 id="how-it-works-title">How it works</h2>
      <ol className="marketing-steps">
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
    </section>
  );
}

export interface Limitation {
  readonly question: string;
  readonly answer: ReactNode;
}

/** Plain answers about what a tool cannot do, so nobody relies on it for more than it offers. */
export function WhatItCannotDo({ items }: { readonly items: readonly Limitation[] }) {
  return (
    <section className="marketing-section" aria-labelledby="limits-title">
      <h2 id="limits-title">What it can&rsquo;t do</h2>
      <dl className="marketing-faq">
        {items.map((item) => (
          <div key={item.question} className="marketing-faq__item">
            <dt>{item.question}</dt>
            <dd>{item.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A small page-reference badge, as the tools show beside each figure they quote. */
export function PageRef({ page }: { readonly page: number }) {
  return <span className="example-card__page">Page {page}</span>;
}
