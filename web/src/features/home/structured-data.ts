import { SITE_NAME } from '#web/lib/page-title';

export const HOME_DESCRIPTION =
  'PolicyLens is a free app that helps you understand your insurance policies, see what your belongings are covered for and assess a claim with AI before you contact your insurer.';

/**
 * What search engines read about the product (schema.org WebApplication): free to use, so the
 * offer's price is 0 (spec 1).
 */
export function homeStructuredData(siteUrl: string) {
  const url = `${siteUrl.replace(/\/+$/, '')}/`;
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name: SITE_NAME,
    url,
    description: HOME_DESCRIPTION,
    applicationCategory: 'FinanceApplication',
    operatingSystem: 'Any (web browser)',
    browserRequirements: 'Requires JavaScript for signing in and the account tools.',
    audience: { '@type': 'Audience', audienceType: 'Insurance policyholders aged 18 and over' },
    areaServed: ['GB', 'US', 'AU'],
    offers: { '@type': 'Offer', price: 0, priceCurrency: 'USD' },
  } as const;
}
