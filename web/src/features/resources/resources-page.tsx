import { Link } from 'react-router';
import type { Country } from '#domain/constants';
import { PageHeader } from '#web/components/page-header';
import { TeaserLinks } from '#web/components/teaser-links';
import { pageMeta } from '#web/content/page-meta';
import { resourceCountryFor, resourceGroupsFor } from '#web/content/resources';
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

      <div className="resources__groups auto-columns">
        {groups.map((group) => (
          <ResourceGroup key={group.category} group={group} />
        ))}
      </div>

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
