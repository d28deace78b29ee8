import { useEffect } from 'react';
import { usePageTitle } from '../components/use-page-title';
import { type PageMeta, SITE_DESCRIPTION } from './page-meta';

/**
 * Sets the tab title and the description in the page's <head> while the page is shown, and puts
 * the site's own description back when it goes, so a page that sets none is not described as
 * the one before it.
 */
export function usePageMeta({ title, description }: PageMeta): void {
  usePageTitle(title);
  useEffect(() => {
    const tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) return;
    tag.content = description;
    return () => {
      tag.content = SITE_DESCRIPTION;
    };
  }, [description]);
}
