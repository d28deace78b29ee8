import MiniSearch from 'minisearch';
import { stemmer } from 'stemmer';
import type { FaqCategory, FaqQuestion } from '#web/content/faq';

/** True when there is something to search for; the search button is disabled otherwise. */
export function isSearchable(term: string): boolean {
  return term.trim() !== '';
}

/**
 * Words of a text: lower-cased, with a hyphen inside a word dropped (so 'e-mail' is 'email'),
 * split at anything that is not a letter or a digit.
 */
function words(text: string): string[] {
  return text
    .toLocaleLowerCase('en-GB')
    .replace(/(\p{L})-(?=\p{L})/gu, '$1')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** Each word reduced to its stem, so 'complaints', 'scanned' and 'costs' meet 'complaint', 'scan', 'cost'. */
const stem = (term: string): string => stemmer(term);

/** Words of five letters or more may be one letter off (a typo, or 'complaint' for 'complain'). */
const fuzzy = (term: string): number => (term.length >= 5 ? 1 : 0);

function searchIndex(questions: readonly FaqQuestion[]): MiniSearch<FaqQuestion> {
  const index = new MiniSearch<FaqQuestion>({
    fields: ['question', 'answer'],
    tokenize: words,
    processTerm: stem,
    searchOptions: { combineWith: 'AND', prefix: true, fuzzy },
  });
  index.addAll(questions);
  return index;
}

const indexes = new WeakMap<readonly FaqCategory[], MiniSearch<FaqQuestion>>();

/**
 * The categories and questions whose question or answer has every word of the term, ignoring case
 * (spec 5, 'FAQ search'), matching the forms of a word ('e-mail', 'emails'), the start of a word and
 * small typos. Categories left with no questions are dropped; a blank term keeps all.
 */
export function searchFaq(categories: readonly FaqCategory[], term: string): FaqCategory[] {
  if (!isSearchable(term)) return [...categories];
  let index = indexes.get(categories);
  if (!index) {
    index = searchIndex(categories.flatMap((category) => category.questions));
    indexes.set(categories, index);
  }
  const found = new Set(index.search(term.trim()).map((result) => result.id as string));
  return categories
    .map((category) => ({ ...category, questions: category.questions.filter((item) => found.has(item.id)) }))
    .filter((category) => category.questions.length > 0);
}
