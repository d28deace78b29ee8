import type { ReactNode } from 'react';
import { formatPostDate } from '#web/content/blog/post-dates';
import './legal.css';

export interface LegalSection {
  /** The fragment the contents list links to. */
  readonly id: string;
  readonly title: string;
  readonly body: ReactNode;
}

interface LegalDocumentProps {
  readonly title: string;
  /** ISO date of the current version. */
  readonly lastUpdated: string;
  readonly intro: ReactNode;
  readonly sections: readonly LegalSection[];
}

/** A legal page: title, date of the current version, a numbered contents list and the sections. */
export function LegalDocument({ title, lastUpdated, intro, sections }: LegalDocumentProps) {
  return (
    <div className="page legal">
      <header className="legal__header">
        <h1>{title}</h1>
        <p className="legal__updated">
          Last updated <time dateTime={lastUpdated}>{formatPostDate(lastUpdated)}</time>
        </p>
        <div className="legal__intro">{intro}</div>
      </header>
      <div className="legal__layout">
        <nav className="legal__contents" aria-labelledby="legal-contents-title">
          <h2 id="legal-contents-title" className="legal__contents-title">
            Contents
          </h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="legal__body">
          {sections.map((section, index) => (
            <section key={section.id} className="legal__section" aria-labelledby={section.id}>
              <h2 id={section.id}>
                <span className="legal__number">{index + 1}.</span> {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
