import { usePageTitle } from '#web/components/use-page-title';
import { HOMEPAGE_VARIATIONS, homepageExperiment } from '#web/lib/experiments/homepage-variant';
import { useExperiment } from '#web/lib/experiments/use-experiment';
import { ClosingCta } from './components/closing-cta';
import { FaqSection } from './components/faq-section';
import { HomeFeatures } from './components/home-features';
import { HomeHero } from './components/home-hero';
import { LatestPosts } from './components/latest-posts';
import { NewsletterSignup } from './components/newsletter-signup';
import { homeVariants } from './home-variants';
import { useHomeConfirmation } from './use-home-confirmation';
import './home.css';
import './home-variations.css';

export function HomePage() {
  usePageTitle();
  useHomeConfirmation();
  // Records the view once this visitor's variation is known. Every variation is in the page from
  // the first paint and <html data-homepage-variant> picks the one shown (lib/experiments/early-variation.ts).
  useExperiment(homepageExperiment);
  return (
    <div className="home">
      {HOMEPAGE_VARIATIONS.map((variation) => (
        <HomeHero
          key={variation}
          variation={variation}
          hero={homeVariants[variation].hero}
          stats={homeVariants[variation].stats}
        />
      ))}
      <HomeFeatures />
      <LatestPosts />
      <NewsletterSignup />
      <FaqSection />
      {HOMEPAGE_VARIATIONS.map((variation) => (
        <ClosingCta key={variation} variation={variation} cta={homeVariants[variation].cta} />
      ))}
    </div>
  );
}
