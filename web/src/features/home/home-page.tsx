import { usePageTitle } from '#web/components/use-page-title';
import { homepageExperiment } from '#web/lib/experiments/homepage-variant';
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

export function HomePage() {
  usePageTitle();
  useHomeConfirmation();
  const variant = homeVariants[useExperiment(homepageExperiment)];
  return (
    <div className="home">
      <HomeHero hero={variant.hero} stats={variant.stats} />
      <HomeFeatures features={variant.features} />
      <LatestPosts />
      <NewsletterSignup />
      <FaqSection />
      <ClosingCta cta={variant.cta} />
    </div>
  );
}
