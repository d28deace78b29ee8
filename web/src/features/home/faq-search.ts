import type { FaqCategory } from '#web/content/faq';

/** True when there is something to search for; the search button is disabled otherwise. */
export function isSearchable(term: string): boolean {
  return term.trim() !== '';
}

/**
 * The categories and questions whose question or answer contains the term, ignoring case
 * (spec 5, 'FAQ search'). Categories left with no questions are dropped; a blank term keeps all.
 */
export function searchFaq(categories: readonly FaqCategory[], term: string): FaqCategory[] {
  const needle = term.trim().toLocaleLowerCase('en-GB');
  if (needle === '') return [...categories];
  return categories
    .map((category) => ({
      ...category,
      questions: category.questions.filter(
        (item) =>
          item.question.toLocaleLowerCase('en-GB').includes(needle) ||
          item.answer.toLocaleLowerCase('en-GB').includes(needle),
      ),
    }))
    .filter((category) => category.questions.length > 0);
}
