import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { prerenderedRoutePaths, routes } from '#web/app/router';
import { appShellPaths, blogPostPath, paths } from '#web/lib/paths';

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

  it('serve every route of the app that is not prerendered as the app shell, and nothing else', () => {
    const all = (list: RouteObject[]): string[] =>
      list.flatMap((r) => [...(r.path && r.path !== '*' ? [r.path] : []), ...all(r.children ?? [])]);
    const notPrerendered = all(routes).filter(
      (p) => !prerenderedRoutePaths.includes(p) && p !== paths.blogPost,
    );
    expect([...appShellPaths].sort()).toEqual(notPrerendered.sort());
  });
});
