import { ButtonLink } from '#web/components/button';
import { usePolicies } from '#web/lib/api/get-policies';
import { paths } from '#web/lib/paths';

/**
 * A new account with no policy yet is shown where to start: everything else PolicyLens does (what
 * each item is covered for, whether a claim is likely covered) begins with a policy document.
 */
export function FirstPolicyCard() {
  const policies = usePolicies();
  if (!policies.data || policies.data.count > 0) return null;
  return (
    <section className="card" aria-labelledby="first-policy-title">
      <div className="data-action">
        <div>
          <h2 id="first-policy-title" className="card__title">
            Add your first policy
          </h2>
          <p className="data-action__text">
            Upload a policy document (a PDF) and PolicyLens shows what each kind of item is covered for, and
            whether a claim is likely to be covered.
          </p>
        </div>
        <ButtonLink to={paths.policies}>Upload a policy</ButtonLink>
      </div>
    </section>
  );
}
