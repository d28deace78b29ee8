import { useId } from 'react';
import { ButtonLink } from '#web/components/button';
import type { HomepageVariation } from '#web/lib/experiments/homepage-variant';
import { paths } from '#web/lib/paths';
import { type HomeVariantContent, variationMarker } from '../home-variants';
import { HomeIllustration } from './home-illustration';

interface HomeHeroProps {
  readonly variation: HomepageVariation;
  readonly hero: HomeVariantContent['hero'];
  readonly stats: HomeVariantContent['stats'];
}

export function HomeHero({ variation, hero, stats }: HomeHeroProps) {
  const titleId = useId();
  return (
    <section className="hero home-hero" aria-labelledby={titleId} {...variationMarker(variation)}>
      <div className="container home-hero__inner">
        <div className="home-hero__text">
          <p className="eyebrow">Free for UK, US and Australian policyholders</p>
          <h1 id={titleId}>{hero.title}</h1>
          <p className="lead">{hero.description}</p>
          <div className="button-row">
            <ButtonLink to={paths.register}>{hero.primaryCTA}</ButtonLink>
            <ButtonLink to={paths.login} variant="secondary">
              {hero.secondaryCTA}
            </ButtonLink>
          </div>
        </div>
        <HomeIllustration name={hero.image} className="home-hero__image" />
        <dl className="home-stats">
          {stats.map((stat) => (
            <div key={stat.label} className="home-stats__item">
              <dt className="home-stats__label">{stat.label}</dt>
              <dd className="home-stats__value">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
