import { describe, expect, it } from 'vitest';
import { pageTitle } from '#web/lib/page-title';

describe('pageTitle', () => {
  it('names the page, then the product', () => {
    expect(pageTitle('Page not found')).toBe('Page not found | PolicyLens');
  });

  it('describes the product on the home page', () => {
    expect(pageTitle()).toBe('PolicyLens – Understand your insurance cover');
  });
});
