import { useId } from 'react';
import { ButtonLink } from '#web/components/button';
import type { HomepageVariation } from '#web/lib/experiments/homepage-variant';
import { paths } from '#web/lib/paths';
import { type HomeVariantContent, variationMarker } from '../home-variants';

interface ClosingCtaProps {
  readonly variation: HomepageVariation;
  readonly cta: HomeVariantContent['cta'];
}

export function ClosingCta({ variation, cta }: ClosingCtaProps) {
  const titleId = useId();
  return (
    <section className="home-cta" aria-labelledby={titleId} {...variationMarker(variation)}>
      <div className="container home-cta__inner">
        <h2 id={titleId}>{cta.title}</h2>
        <p>{cta.description}</p>
        <ButtonLink to={paths.register} className="home-cta__button">
          {cta.buttonText}
        </ButtonLink>
      </div>
    </section>
  );
}
