import { describe, expect, it } from 'vitest';
import { blogPostPath, paths } from '#web/lib/paths';

describe('paths', () => {
  it('are unique absolute paths', () => {
    const all = Object.values(paths);
    expect(new Set(all).size).toBe(all.length);
    for (const path of all) expect(path.startsWith('/')).toBe(true);
  });

  it('builds a blog post address from its slug', () => {
    expect(blogPostPath('uk-home-insurance-statistics')).toBe('/blog/uk-home-insurance-statistics');
  });

  it('encodes a slug so it stays one path segment', () => {
    expect(blogPostPath('claims & excess/2025')).toBe('/blog/claims%20%26%20excess%2F2025');
  });
});
