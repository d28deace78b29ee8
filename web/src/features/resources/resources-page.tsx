import { Link } from 'react-router';
import type { Country } from '#domain/constants';
import { PageHeader } from '#web/components/page-header';
import { pageMeta } from '#web/content/page-meta';
import { resourceCountryFor, resourceGroupsFor } from '#web/content/resources';
import { usePageMeta } from '#web/content/use-page-meta';
import { useSession } from '#web/lib/auth/session-provider';
import { paths } from '#web/lib/paths';
import { ResourceIcon } from './resource-icon';
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

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

export function ResourcesPage() {
  usePageMeta(pageMeta.resources);
  const { user } = useSession();
  const country = resourceCountryFor(user?.country);
  const groups = resourceGroupsFor(user?.country);
  return (
    <div className="page">
      <PageHeader title="Insurance Resources">
        Trusted, independent organisations that can help you understand insurance, compare products and
        resolve a complaint, from regulators and ombudsman services to consumer advice bodies.
      </PageHeader>
      <p className="resources__country">
        Showing organisations for {countryInSentence[country]}
        {user?.country
          ? ', the country in your profile.'
          : '. Signed-in users see the list for the country in their profile.'}
      </p>

      <div className="resources__groups">
        {groups.map((group) => {
          const headingId = `resources-${slug(group.category)}`;
          return (
            <section key={group.category} className="resource-group" aria-labelledby={headingId}>
              <div className="resource-group__header">
                <ResourceIcon name={group.icon} />
                <h2 id={headingId}>{group.category}</h2>
              </div>
              <ul className="resource-group__links">
                {group.links.map((link) => (
                  <li key={link.url}>
                    <a href={link.url} target="_blank" rel="noopener noreferrer" className="resource-link">
                      <span className="resource-link__title">
                        {link.title}
                        <span className="visually-hidden"> (opens in a new tab)</span>
                        <svg
                          className="resource-link__external"
                          viewBox="0 0 24 24"
                          aria-hidden="true"
                          focusable="false"
                        >
                          <path
                            d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
                            fill="none"
                            stroke="currentColor"
                            strokeWidth="2"
                            strokeLinecap="round"
                            strokeLinejoin="round"
                          />
                        </svg>
                      </span>
                      <span className="resource-link__description">{link.description}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>

      <section className="resources__tools" aria-labelledby="resources-tools-title">
        <h2 id="resources-tools-title">PolicyLens tools</h2>
        <p className="resources__tools-intro">
          Free tools that read your own policy documents, so you can check your cover before you need it.
        </p>
        <ul className="resources__tool-list">
          {tools.map((tool) => (
            <li key={tool.to}>
              <Link to={tool.to} className="teaser-card">
                <span className="teaser-card__title">{tool.title}</span>
                <span className="teaser-card__text">{tool.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <p className="resources__blog">
        Want to learn more? <Link to={paths.blog}>Read our insurance guides on the blog</Link>.
      </p>
    </div>
  );
}
