import { HOMEPAGE_VARIATIONS } from '#web/lib/experiments/homepage-variant';
import { blogPostPath, paths } from '#web/lib/paths';
import { SiteLink } from '#web/lib/site-navigation';
import { homeVariants, variationMarker } from '../home-variants';
import { HomeIllustration } from './home-illustration';

/** The claim guide the features section points to. */
export const CLAIM_GUIDE_SLUG = '5-step-guide-to-making-an-insurance-claim';

/** Independent, free consumer advice on money and insurance (UK first). */
const ADVICE_SITES = [
  { label: 'MoneyHelper', href: 'https://www.moneyhelper.org.uk/' },
  { label: 'Citizens Advice', href: 'https://www.citizensadvice.org.uk/' },
] as const;

function ExternalLink({ href, children }: { readonly href: string; readonly children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * The section's heading and drawing differ between the home page's variations (all in the page,
 * one shown); the features themselves are the same in each. The section is left unnamed, as a
 * name taken from the headings would read out all five.
 */
export function HomeFeatures() {
  return (
    <section className="home-section home-features">
      <div className="container">
        {HOMEPAGE_VARIATIONS.map((variation) => (
          <header key={variation} className="home-section__header" {...variationMarker(variation)}>
            <h2>{homeVariants[variation].features.sectionTitle}</h2>
            <p>{homeVariants[variation].features.sectionDescription}</p>
          </header>
        ))}
        <div className="home-features__layout">
          {HOMEPAGE_VARIATIONS.map((variation) => (
            <HomeIllustration
              key={variation}
              name={homeVariants[variation].features.image}
              className="home-features__image"
              marker={variationMarker(variation)}
            />
          ))}
          <ul className="home-features__list">
            <li className="home-feature">
              <h3 className="home-feature__title">Coverage analysis</h3>
              <p>
                See what your smartphone, home, health and travel policies cover, with each limit and excess
                linked to the page it came from.
              </p>
              <SiteLink to={paths.coverage}>How coverage analysis works</SiteLink>
            </li>
            <li className="home-feature">
              <h3 className="home-feature__title">Claim assessment</h3>
              <p>
                Describe what happened and get a likely outcome grounded in your own policy wording, with the
                clauses, exclusions and dates that matter.
              </p>
              <SiteLink to={paths.claimAssessment}>How claim assessment works</SiteLink>
            </li>
            <li className="home-feature">
              <h3 className="home-feature__title">Guides and resources</h3>
              <p>
                Read our{' '}
                <SiteLink to={blogPostPath(CLAIM_GUIDE_SLUG)}>
                  5-step guide to making an insurance claim
                </SiteLink>
                , then find the regulators, ombudsman services and consumer bodies for your country.
              </p>
              <SiteLink to={paths.resources}>Browse resources</SiteLink>
            </li>
            <li className="home-feature">
              <h3 className="home-feature__title">Independent advice</h3>
              <p>
                For free, impartial help with money and insurance questions, including complaints, try{' '}
                <ExternalLink href={ADVICE_SITES[0].href}>{ADVICE_SITES[0].label}</ExternalLink> or{' '}
                <ExternalLink href={ADVICE_SITES[1].href}>{ADVICE_SITES[1].label}</ExternalLink>.
              </p>
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}
