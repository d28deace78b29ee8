import { describe, expect, it } from 'vitest';
import { answerText, faqCategories, UPLOAD_ADDRESS_TOKEN } from '#web/content/faq';
import { isSearchable, searchFaq } from '#web/features/home/faq-search';

function questionIds(categories: ReturnType<typeof searchFaq>): string[] {
  return categories.flatMap((category) => category.questions.map((item) => item.id));
}

describe('the FAQ content', () => {
  it('has four categories of three or four questions, with unique ids', () => {
    expect(faqCategories).toHaveLength(4);
    for (const category of faqCategories) {
      expect(category.questions.length).toBeGreaterThanOrEqual(3);
      expect(category.questions.length).toBeLessThanOrEqual(4);
    }
    const ids = questionIds([...faqCategories]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('states the limits the product enforces', () => {
    const text = faqCategories.flatMap((c) => c.questions.map((q) => q.answer)).join(' ');
    expect(text).toContain('Up to 10 policies per account');
    expect(text).toContain('up to 5 MB');
    expect(text).toContain('free');
  });
});

describe('searching the FAQ', () => {
  it('keeps everything for a blank term', () => {
    expect(searchFaq(faqCategories, '')).toEqual(faqCategories);
    expect(searchFaq(faqCategories, '   ')).toEqual(faqCategories);
  });

  it('matches questions regardless of case', () => {
    expect(questionIds(searchFaq(faqCategories, 'HOW MANY POLICIES'))).toEqual(['how-many-policies']);
  });

  it('matches answers as well as questions, and drops empty categories', () => {
    const found = searchFaq(faqCategories, 'ombudsman');
    expect(questionIds(found)).toEqual(expect.arrayContaining(['who-can-use-it', 'claim-assessment-result']));
    expect(found.every((category) => category.questions.length > 0)).toBe(true);
    expect(found.map((category) => category.id)).not.toContain('privacy-and-account');
  });

  it('ignores spaces around the term', () => {
    expect(questionIds(searchFaq(faqCategories, '  e-mail  '))).toContain('upload-by-email');
  });

  it.each([
    ['email', 'upload-by-email'],
    ['emails', 'upload-by-email'],
    ['password', 'forgot-password'],
    ['complaint', 'claim-assessment-result'],
    ['scan', 'which-documents'],
    ['scanned documents', 'which-documents'],
    ['cost', 'is-it-free'],
    ['ombudsmen', 'who-can-use-it'],
    ['pasword', 'forgot-password'],
    ['cancel', 'download-or-delete'],
    ['cancellation', 'delete-one-policy'],
    ['cancelled', 'delete-one-policy'],
  ])('finds a word in its other forms and spellings: %s', (term, id) => {
    expect(questionIds(searchFaq(faqCategories, term))).toContain(id);
  });

  it('keeps only the questions that have every word of the term', () => {
    expect(questionIds(searchFaq(faqCategories, 'PAYMENT CARD'))).toEqual(['is-it-free']);
    expect(searchFaq(faqCategories, 'no such thing anywhere')).toEqual([]);
    expect(questionIds(searchFaq(faqCategories, 'delete policy account'))).toEqual([
      'how-many-policies',
      'download-or-delete',
    ]);
  });

  it('finds nothing for a term no question or answer contains', () => {
    expect(searchFaq(faqCategories, 'zzzz-not-there')).toEqual([]);
  });

  it('only allows a search when there is a term', () => {
    expect(isSearchable('')).toBe(false);
    expect(isSearchable('  ')).toBe(false);
    expect(isSearchable('claim')).toBe(true);
  });

  it('names the upload address where the app knows it, and describes it where it does not', () => {
    const byEmail = faqCategories.flatMap((c) => c.questions).find((q) => q.id === 'upload-by-email');
    expect(byEmail?.answer).toContain(UPLOAD_ADDRESS_TOKEN);
    expect(answerText(byEmail?.answer ?? '', 'upload@example.app')).toContain(
      'Forward the PDFs from your insurer to upload@example.app,',
    );
    expect(answerText(byEmail?.answer ?? '', '')).toContain('to your PolicyLens upload address,');
  });
});
