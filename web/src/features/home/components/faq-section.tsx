import { type FormEvent, useId, useState } from 'react';
import { Button } from '#web/components/button';
import { answerText, faqCategories } from '#web/content/faq';
import { useRuntimeConfig } from '#web/lib/runtime-config';
import { isSearchable, searchFaq } from '../faq-search';

export const FAQ_NO_RESULTS = 'No questions found matching your search';

function matchSummary(count: number, term: string): string {
  return `${count} ${count === 1 ? 'question matches' : 'questions match'} “${term}”`;
}

/**
 * Questions by category with a search over questions and answers (spec 5, 'FAQ search'). Answers
 * open and close with the browser's own disclosure control, which also works before JavaScript.
 */
export function FaqSection() {
  const titleId = useId();
  const inputId = useId();
  const { uploadAddress } = useRuntimeConfig();
  const [term, setTerm] = useState('');
  const [applied, setApplied] = useState('');
  const categories = searchFaq(faqCategories, applied);
  const matches = categories.reduce((total, category) => total + category.questions.length, 0);

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSearchable(term)) setApplied(term.trim());
  }

  function clear() {
    setTerm('');
    setApplied('');
    document.getElementById(inputId)?.focus();
  }

  return (
    <section className="home-section faq" aria-labelledby={titleId}>
      <div className="container faq__inner">
        <header className="home-section__header">
          <h2 id={titleId}>Frequently asked questions</h2>
          <p>What PolicyLens does, what it costs, and how it looks after your documents.</p>
        </header>
        <search aria-label="Frequently asked questions">
          <form className="faq__search" onSubmit={search}>
            <label htmlFor={inputId} className="visually-hidden">
              Search the questions
            </label>
            <input
              id={inputId}
              type="search"
              name="q"
              className="field__control"
              placeholder="Search the questions"
              value={term}
              onChange={(event) => {
                setTerm(event.target.value);
                // Emptying the box shows every question again.
                if (!isSearchable(event.target.value)) setApplied('');
              }}
            />
            <Button type="submit" disabled={!isSearchable(term)}>
              Search
            </Button>
          </form>
        </search>
        <p className="visually-hidden" role="status">
          {applied ? matchSummary(matches, applied) : ''}
        </p>
        {categories.length === 0 ? (
          <div className="faq__empty">
            <p>{FAQ_NO_RESULTS}</p>
            <Button variant="secondary" onClick={clear}>
              Clear search
            </Button>
          </div>
        ) : (
          <div className="faq__categories">
            {categories.map((category) => (
              <section key={category.id} className="faq__category" aria-labelledby={`faq-${category.id}`}>
                <h3 id={`faq-${category.id}`} className="faq__category-title">
                  {category.title}
                </h3>
                {category.questions.map((item) => (
                  <details key={item.id} className="faq__item" open={applied ? true : undefined}>
                    <summary className="faq__question">{item.question}</summary>
                    <p className="faq__answer">{answerText(item.answer, uploadAddress)}</p>
                  </details>
                ))}
              </section>
            ))}
            {applied && (
              <p className="faq__showing">
                <Button variant="ghost" onClick={clear}>
                  Clear search
                </Button>
              </p>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
