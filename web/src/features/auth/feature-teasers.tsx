import { TeaserSection } from '#web/components/teaser-links';
import { paths } from '#web/lib/paths';

const teasers = [
  {
    to: paths.coverage,
    title: 'Coverage analysis',
    text: 'See what your phone, home, health and travel policies actually pay out, item by item.',
  },
  {
    to: paths.claimAssessment,
    title: 'Claim assessment',
    text: 'Check a claim against your own policy wording before you speak to your insurer.',
  },
  {
    to: paths.blog,
    title: 'Insurance guides',
    text: 'Plain-English articles on claims, underinsurance and keeping your cover up to date.',
  },
] as const;

/** Three cards on the login page that say what an account is for. */
export function FeatureTeasers() {
  return (
    <TeaserSection
      element="section"
      block="teasers"
      title="What you can do with PolicyLens"
      links={teasers}
    />
  );
}
