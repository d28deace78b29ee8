import { useId } from 'react';
import { ButtonLink } from '#web/components/button';
import { paths } from '#web/lib/paths';
import type { HomeVariantContent } from '../home-variants';

export function ClosingCta({ cta }: { readonly cta: HomeVariantContent['cta'] }) {
  const titleId = useId();
  return (
    <section className="home-cta" aria-labelledby={titleId}>
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
