export const SITE_NAME = 'PolicyLens';
const HOME_TITLE = `${SITE_NAME} – Understand your insurance cover`;

/** The browser tab title for a page; the home page passes no title. */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : HOME_TITLE;
}
