import { paths } from '#web/lib/paths';
import { SiteLink } from '#web/lib/site-navigation';

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
    <section className="teasers" aria-labelledby="teasers-title">
      <h2 id="teasers-title" className="teasers__title">
        What you can do with PolicyLens
      </h2>
      <ul className="teasers__list">
        {teasers.map((teaser) => (
          <li key={teaser.to}>
            <SiteLink to={teaser.to} className="teaser-card">
              <span className="teaser-card__title">{teaser.title}</span>
              <span className="teaser-card__text">{teaser.text}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
