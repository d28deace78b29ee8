import { useEffect } from 'react';
import { pageTitle } from '../lib/page-title';

/** Sets the browser tab title while the page is shown; the home page passes no title. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
