import { ButtonLink } from '../../components/button';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../lib/paths';
import { useHomeConfirmation } from './use-home-confirmation';

export function HomePage() {
  usePageTitle();
  useHomeConfirmation();
  return (
    <section className="hero">
      <div className="container hero__inner">
        <p className="eyebrow">Free for UK, US and Australian policyholders</p>
        <h1>Understand your insurance. Claim with confidence.</h1>
        <p className="lead">
          Keep your policy documents in one place, see exactly what the things you own are covered for, and
          get a clear AI assessment of a claim against your own policy wording before you speak to your
          insurer.
        </p>
        <div className="button-row">
          <ButtonLink to={paths.register}>Get started free</ButtonLink>
          <ButtonLink to={paths.login} variant="secondary">
            Log in
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
