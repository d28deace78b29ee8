import type { ComponentType } from 'react';
import { paths } from '../lib/paths';

/**
 * The prerendered public pages a visitor can act on (forms, the home page's choices): each is
 * brought to life on its own when no one is signed in. The others are read-only and load no
 * React at all. `module` names the page's source, for the benchmarks to measure its code.
 */
export interface IslandPage {
  readonly module: string;
  readonly load: () => Promise<ComponentType>;
}

export const islandPages: Readonly<Record<string, IslandPage>> = {
  [paths.home]: {
    module: 'src/features/home/home-page.tsx',
    load: () => import('../features/home/home-page').then((m) => m.HomePage),
  },
  [paths.login]: {
    module: 'src/features/auth/login-page.tsx',
    load: () => import('../features/auth/login-page').then((m) => m.LoginPage),
  },
  [paths.register]: {
    module: 'src/features/auth/register-page.tsx',
    load: () => import('../features/auth/register-page').then((m) => m.RegisterPage),
  },
  [paths.contact]: {
    module: 'src/features/contact/contact-page.tsx',
    load: () => import('../features/contact/contact-page').then((m) => m.ContactPage),
  },
};

/** React's prefix for the ids an island page makes, the same when prerendered and in the browser. */
export const ISLAND_ID_PREFIX = 'page-';
