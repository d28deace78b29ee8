import { Link, useSearchParams } from 'react-router';
import type { Country } from '#domain/constants';
import { PageHeader } from '#web/components/page-header';
import { TeaserLinks } from '#web/components/teaser-links';
import { pageMeta } from '#web/content/page-meta';
import {
  chooseResourceCountry,
  RESOURCE_COUNTRIES,
  RESOURCE_COUNTRY_PARAMETER,
  resourceCountrySlug,
} from '#web/content/resource-country';
import { resourceGroupsFor } from '#web/content/resources';
import { usePageMeta } from '#web/content/use-page-meta';
import { useSession } from '#web/lib/auth/session-provider';
import { paths } from '#web/lib/paths';
import { ResourceGroup } from './resource-group';
import './resources.css';

const tools = [
  {
    to: paths.home,
    title: 'PolicyLens',
    text: 'Keep your policy documents in one place, free.',
  },
  {
    to: paths.coverage,
    title: 'Coverage Analysis',
    text: 'See what your policies cover for the things you own.',
  },
  {
    to: paths.claimAssessment,
    title: 'Claim Assessment',
    text: 'Check a claim against your own policy wording.',
  },
] as const;

/** The country as it reads in a sentence. */
const countryInSentence: Readonly<Record<Country, string>> = {
  GB: 'the United Kingdom',
  US: 'the United States',
  AU: 'Australia',
};

/** The browser's preferred languages; none when the page is prerendered, where there is no browser. */
function browserLanguages(): readonly string[] {
  return typeof window === 'undefined' ? [] : navigator.languages;
}

/**
 * Links to each country's list, the one shown marked. Each is a plain address (`?country=au`), so a
 * list can be shared; on a prerendered page the entry script shows the list without a reload.
 */
function CountrySwitch({ shown }: { readonly shown: Country }) {
  return (
    <nav className="resources__switch" aria-label="Country">
      <span className="resources__switch-label">Organisations in</span>
      <ul className="resources__switch-options">
        {RESOURCE_COUNTRIES.map(({ country, slug, label }) => (
          <li key={country}>
            <Link
              to={`?${RESOURCE_COUNTRY_PARAMETER}=${slug}`}
              replace
              preventScrollReset
              className="resources__switch-option"
              aria-current={country === shown ? 'true' : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One country's organisations; every country's are in the page, the others hidden. */
function CountryResources({ country, shown }: { readonly country: Country; readonly shown: Country }) {
  const prefix = `resources-${resourceCountrySlug(country)}`;
  // data-resource-country is RESOURCE_COUNTRY_ATTRIBUTE, which the entry script looks for.
  return (
    <section aria-labelledby={`${prefix}-title`} hidden={country !== shown} data-resource-country={country}>
      <p id={`${prefix}-title`} className="resources__country">
        Showing organisations for {countryInSentence[country]}.
      </p>
      <div className="resources__groups auto-columns">
        {resourceGroupsFor(country).map((group) => (
          <ResourceGroup key={group.category} group={group} idPrefix={prefix} />
        ))}
      </div>
    </section>
  );
}

export function ResourcesPage() {
  usePageMeta(pageMeta.resources);
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  const shown = chooseResourceCountry({
    requested: searchParams.get(RESOURCE_COUNTRY_PARAMETER),
    profile: user?.country,
    languages: browserLanguages(),
  });
  return (
    <div className="page">
      <PageHeader title="Insurance Resources">
        Trusted, independent organisations that can help you understand insurance, compare products and
        resolve a complaint, from regulators and ombudsman services to consumer advice bodies.
      </PageHeader>
      <CountrySwitch shown={shown} />
      {RESOURCE_COUNTRIES.map(({ country }) => (
        <CountryResources key={country} country={country} shown={shown} />
      ))}

      <section className="resources__tools" aria-labelledby="resources-tools-title">
        <h2 id="resources-tools-title">PolicyLens tools</h2>
        <p className="resources__tools-intro">
          Free tools that read your own policy documents, so you can check your cover before you need it.
        </p>
        <TeaserLinks links={tools} className="resources__tool-list auto-columns" />
      </section>

      <p className="resources__blog">
        Want to learn more? <Link to={paths.blog}>Read our insurance guides on the blog</Link>.
      </p>
    </div>
  );
}
