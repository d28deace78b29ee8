import type { ReactNode } from 'react';
import type { PageMeta } from '#web/content/page-meta';
import { usePageMeta } from '#web/content/use-page-meta';
import { MarketingActions } from './marketing-actions';
import {
  HowItWorks,
  type Limitation,
  MarketingPoints,
  MarketingSection,
  type Point,
  type Step,
  WhatItCannotDo,
} from './marketing-sections';
import './marketing.css';

/** A titled part of the page; `id` names its heading. */
interface TitledPart {
  readonly id: string;
  readonly title: string;
}

export interface ToolPageContent {
  readonly meta: PageMeta;
  readonly eyebrow: string;
  readonly title: string;
  readonly lead: ReactNode;
  /** The signed-in tool the page describes, and what its button says. */
  readonly tool: { readonly path: string; readonly label: string };
  /** A static example of what the tool shows, beside the introduction. */
  readonly example: ReactNode;
  readonly steps: readonly Step[];
  readonly points: TitledPart & { readonly items: readonly Point[] };
  readonly limitations: readonly Limitation[];
  readonly cta: TitledPart & { readonly text: ReactNode };
}

/** A public page about one of the tools: what it does, how, what it cannot do, and how to start. */
export function ToolPage({ meta, tool, points, cta, ...page }: ToolPageContent) {
  usePageMeta(meta);
  const actions = <MarketingActions toolPath={tool.path} toolLabel={tool.label} />;
  return (
    <div className="page marketing">
      <div className="marketing-hero">
        <div className="marketing-hero__text">
          <p className="eyebrow">{page.eyebrow}</p>
          <h1>{page.title}</h1>
          <p className="lead">{page.lead}</p>
          {actions}
        </div>
        {page.example}
      </div>

      <HowItWorks steps={page.steps} />

      <MarketingSection id={points.id} title={points.title}>
        <MarketingPoints points={points.items} />
      </MarketingSection>

      <WhatItCannotDo items={page.limitations} />

      <section className="marketing-cta" aria-labelledby={cta.id}>
        <h2 id={cta.id}>{cta.title}</h2>
        <p>{cta.text}</p>
        {actions}
      </section>
    </div>
  );
}
