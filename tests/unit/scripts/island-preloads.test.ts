import { describe, expect, it } from 'vitest';
import { type BuildManifest, preloadsFor } from '#scripts/prerender/island-preloads';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-2.js' },
  '_react.js': { file: 'assets/react-3.js' },
  'src/islands/hydrate-island.tsx': { file: 'assets/hydrate-4.js', imports: ['_react.js', 'index.html'] },
  'src/features/auth/login-page.tsx': { file: 'assets/login-5.js', imports: ['_react.js', '_form.js'] },
  '_form.js': { file: 'assets/form-6.js', imports: ['_shared.js'] },
};

describe('preloadsFor', () => {
  it('lists each module with what it imports, once each, leaving out the entry', () => {
    expect(
      preloadsFor(manifest, ['src/islands/hydrate-island.tsx', 'src/features/auth/login-page.tsx']),
    ).toEqual([
      '/assets/hydrate-4.js',
      '/assets/react-3.js',
      '/assets/shared-2.js',
      '/assets/login-5.js',
      '/assets/form-6.js',
    ]);
  });

  it('refuses a module the build did not make', () => {
    expect(() => preloadsFor(manifest, ['src/features/home/home-page.tsx'])).toThrow(
      /no src\/features\/home/,
    );
  });
});
