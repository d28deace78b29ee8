import { relativePostDate } from '../content/blog/post-dates';
import {
  chooseResourceCountry,
  RESOURCE_COUNTRY_ATTRIBUTE,
  RESOURCE_COUNTRY_PARAMETER,
  resourceCountryFromParameter,
} from '../content/resource-country';

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

/**
 * The resources page as prerendered holds every country's list, the UK's shown: this shows the
 * one the address names, else the browser languages' country, and makes the country switch show
 * another without a reload, keeping the choice in the address to share.
 */
export function showVisitorsResources(root: ParentNode, languages: readonly string[]): void {
  const lists = root.querySelectorAll<HTMLElement>(`[${RESOURCE_COUNTRY_ATTRIBUTE}]`);
  if (lists.length === 0) return;
  const switches = root.querySelectorAll<HTMLAnchorElement>('.resources__switch a');
  const countryOf = (link: HTMLAnchorElement) =>
    resourceCountryFromParameter(new URL(link.href).searchParams.get(RESOURCE_COUNTRY_PARAMETER));
  const show = (country: string) => {
    for (const list of lists) list.hidden = list.getAttribute(RESOURCE_COUNTRY_ATTRIBUTE) !== country;
    for (const link of switches) {
      if (countryOf(link) === country) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    }
  };
  const requested = new URLSearchParams(window.location.search).get(RESOURCE_COUNTRY_PARAMETER);
  show(chooseResourceCountry({ requested, languages }));
  for (const link of switches) {
    link.addEventListener('click', (event) => {
      const country = countryOf(link);
      if (!country || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      show(country);
      window.history.replaceState(window.history.state, '', link.href);
    });
  }
}
