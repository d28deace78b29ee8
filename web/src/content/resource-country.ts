import type { Country } from '#domain/constants';

/**
 * Which country's organisations the resources page shows, and how a choice travels in its address
 * (`?country=uk`). Kept apart from the lists themselves: the 4 KB script of a prerendered page
 * uses it to show the visitor's list without loading them.
 */

/** The query parameter that names the country shown, so a list can be shared. */
export const RESOURCE_COUNTRY_PARAMETER = 'country';

/** Marks each country's part of the prerendered page, by country code. */
export const RESOURCE_COUNTRY_ATTRIBUTE = 'data-resource-country';

/** The product is UK first: a visitor whose browser names none of our countries sees the UK list. */
export const FALLBACK_RESOURCE_COUNTRY: Country = 'GB';

/** The countries in the order the switch offers them, with their value in the address and their label. */
export const RESOURCE_COUNTRIES: readonly { country: Country; slug: string; label: string }[] = [
  { country: 'GB', slug: 'uk', label: 'UK' },
  { country: 'US', slug: 'us', label: 'US' },
  { country: 'AU', slug: 'au', label: 'Australia' },
];

function countryOfCode(code: string): Country | undefined {
  const upper = code.toUpperCase();
  const key = upper === 'UK' ? 'GB' : upper;
  return RESOURCE_COUNTRIES.find((entry) => entry.country === key)?.country;
}

/** The address's value for a country: `uk`, `us` or `au`. */
export function resourceCountrySlug(country: Country): string {
  return RESOURCE_COUNTRIES.find((entry) => entry.country === country)?.slug ?? country.toLowerCase();
}

/** The country a `?country=` value names (`uk` or `gb`, `us`, `au`, in any case), if any. */
export function resourceCountryFromParameter(value: string | null | undefined): Country | undefined {
  return value ? countryOfCode(value.trim()) : undefined;
}

/** The region a language tag names (`en-GB` → `GB`, `zh-Hans-CN` → `CN`), if it names one. */
function regionOf(languageTag: string): string | undefined {
  return languageTag
    .split(/[-_]/)
    .slice(1)
    .find((subtag) => /^[a-z]{2}$/i.test(subtag));
}

/**
 * The country of the browser's languages: the region of the first language that names one
 * (en-GB → GB, en-US → US, en-AU → AU), or the UK when that region, or every language, is
 * another.
 */
export function resourceCountryFromLanguages(languages: readonly string[]): Country {
  const region = languages.map(regionOf).find((found) => found !== undefined);
  return (region && countryOfCode(region)) || FALLBACK_RESOURCE_COUNTRY;
}

export interface ResourceCountryChoice {
  /** The `?country=` value of the address. */
  readonly requested?: string | null;
  /** The signed-in user's profile country. */
  readonly profile?: Country;
  /** The browser's preferred languages (`navigator.languages`); none when prerendering. */
  readonly languages: readonly string[];
}

/** The country the address names, else the profile's, else the browser languages' region. */
export function chooseResourceCountry({ requested, profile, languages }: ResourceCountryChoice): Country {
  return resourceCountryFromParameter(requested) ?? profile ?? resourceCountryFromLanguages(languages);
}
