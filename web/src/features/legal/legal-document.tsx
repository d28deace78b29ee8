import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatPostDate } from '#web/content/blog/post-dates';
import type { PageMeta } from '#web/content/page-meta';
import { usePageMeta } from '#web/content/use-page-meta';
import { paths } from '#web/lib/paths';
import './legal.css';

const CONTACT_EMAIL = 'hello@policylens.app';

/** Our e-mail address, as a link that writes to it. */
export function ContactEmail() {
  return <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>;
}

export interface LegalSection {
  /** The fragment the contents list links to. */
  readonly id: string;
  readonly title: string;
  readonly body: ReactNode;
}

/** The last section of a legal page: how to ask about it, by e-mail or with the contact form. */
export function contactSection(question: string): LegalSection {
  return {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        {question} Email <ContactEmail /> or use our <Link to={paths.contact}>contact form</Link>.
      </p>
    ),
  };
}

export interface LegalDocumentContent {
  readonly meta: PageMeta;
  readonly title: string;
  /** ISO date of the current version. */
  readonly lastUpdated: string;
  /** What the document covers, in a sentence or two. */
  readonly intro: string;
  readonly sections: readonly LegalSection[];
}

/** A legal page: title, date of the current version, a numbered contents list and the sections. */
export function LegalDocument({ meta, title, lastUpdated, intro, sections }: LegalDocumentContent) {
  usePageMeta(meta);
  return (
    <div className="page legal">
      <header className="legal__header">
        <h1>{title}</h1>
        <p className="legal__updated">
          Last updated <time dateTime={lastUpdated}>{formatPostDate(lastUpdated)}</time>
        </p>
        <div className="legal__intro">
          <p>{intro}</p>
        </div>
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
