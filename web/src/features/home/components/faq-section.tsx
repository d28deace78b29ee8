import { type FormEvent, useId, useState } from 'react';
import { Button } from '#web/components/button';
import { answerText, faqCategories } from '#web/content/faq';
import { useRuntimeConfig } from '#web/lib/runtime-config';
import { isSearchable, searchFaq } from '../faq-search';

export const FAQ_NO_RESULTS = 'No questions found matching your search';

function matchSummary(count: number, term: string): string {
  return `${count} ${count === 1 ? 'question matches' : 'questions match'} “${term}”`;
}

interface FaqSearchFormProps {
  readonly inputId: string;
  readonly term: string;
  readonly onTermChange: (term: string) => void;
  readonly onSearch: () => void;
}

function FaqSearchForm({ inputId, term, onTermChange, onSearch }: FaqSearchFormProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch();
  }
  return (
    <search aria-label="Frequently asked questions">
      <form className="faq__search" onSubmit={submit}>
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
          onChange={(event) => onTermChange(event.target.value)}
        />
        <Button type="submit" disabled={!isSearchable(term)}>
          Search
        </Button>
      </form>
    </search>
  );
}

interface FaqListProps {
  readonly categories: ReturnType<typeof searchFaq>;
  /** The search shown, if any: its answers are open. */
  readonly applied: string;
  readonly onClear: () => void;
}

function FaqList({ categories, applied, onClear }: FaqListProps) {
  const { uploadAddress } = useRuntimeConfig();
  if (categories.length === 0)
    return (
      <div className="faq__empty">
        <p>{FAQ_NO_RESULTS}</p>
        <Button variant="secondary" onClick={onClear}>
          Clear search
        </Button>
      </div>
    );
  return (
    <div className="faq__categories auto-columns">
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
          <Button variant="ghost" onClick={onClear}>
            Clear search
          </Button>
        </p>
      )}
    </div>
  );
}

/**
 * Questions by category with a search over questions and answers (spec 5, 'FAQ search'). Answers
 * open and close with the browser's own disclosure control, which also works before JavaScript.
 */
export function FaqSection() {
  const titleId = useId();
  const inputId = useId();
  const [term, setTerm] = useState('');
  const [applied, setApplied] = useState('');
  const categories = searchFaq(faqCategories, applied);
  const matches = categories.reduce((total, category) => total + category.questions.length, 0);

  function changeTerm(value: string) {
    setTerm(value);
    // Emptying the box shows every question again.
    if (!isSearchable(value)) setApplied('');
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
        <FaqSearchForm
          inputId={inputId}
          term={term}
          onTermChange={changeTerm}
          onSearch={() => isSearchable(term) && setApplied(term.trim())}
        />
        <p className="visually-hidden" role="status">
          {applied ? matchSummary(matches, applied) : ''}
        </p>
        <FaqList categories={categories} applied={applied} onClear={clear} />
      </div>
    </section>
  );
}
