import { relativePostDate } from '../content/blog/post-dates';

/** The attribute on a post date that reads better as '3 weeks ago' once the page knows today. */
export const RELATIVE_DATE_ATTRIBUTE = 'data-relative-date';

/** Post dates in lists: the full date is in the markup, the relative one is shown once known. */
export function showRelativeDates(root: ParentNode, now: Date): void {
  for (const time of root.querySelectorAll<HTMLTimeElement>(`time[${RELATIVE_DATE_ATTRIBUTE}]`)) {
    time.textContent = relativePostDate(time.dateTime, now);
  }
}

/** The header's menu button on narrow screens: opens and closes the navigation, Escape closes it. */
export function enableMenuButton(root: ParentNode): void {
  const button = root.querySelector<HTMLButtonElement>('.menu-button');
  const nav = button && root.querySelector<HTMLElement>(`#${button.getAttribute('aria-controls')}`);
  if (!button || !nav) return;
  const icon = button.querySelector('.menu-button__icon');
  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    nav.classList.toggle('main-nav--open', open);
    icon?.classList.toggle('menu-button__icon--open', open);
  };
  button.addEventListener('click', () => setOpen(button.getAttribute('aria-expanded') !== 'true'));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') setOpen(false);
  });
}
