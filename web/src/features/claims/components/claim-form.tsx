import { useId } from 'react';
import { Link } from 'react-router';
import type { ClaimInput } from '#domain/schemas/claim';
import type { PolicyView } from '#domain/schemas/policy';
import { Alert } from '#web/components/alert';
import { Button } from '#web/components/button';
import { paths } from '#web/lib/paths';
import { useClaimForm } from '../hooks/use-claim-form';
import { ChoiceFields, DetailFields, PolicyFields, WhenFields } from './claim-form-fields';

export const POLICIES_LOAD_ERROR = 'Error loading policies';

interface ClaimFormProps {
  readonly policies: readonly PolicyView[] | undefined;
  readonly policiesFailed: boolean;
  readonly onRetryPolicies: () => void;
  /** Sends the claim; resolves true once it is assessed, so the form can start afresh. */
  readonly onSubmit: (claim: ClaimInput) => Promise<boolean>;
  readonly submitting: boolean;
}

/** Why there is no policy to choose: the list could not be read, or there is none yet. */
function PolicyNotices({
  policies,
  policiesFailed,
  onRetryPolicies,
}: Pick<ClaimFormProps, 'policies' | 'policiesFailed' | 'onRetryPolicies'>) {
  return (
    <>
      {policiesFailed && (
        <Alert tone="error">
          <p>{POLICIES_LOAD_ERROR}</p>
          <Button variant="secondary" className="button--small" onClick={onRetryPolicies}>
            Try again
          </Button>
        </Alert>
      )}
      {policies && policies.length === 0 && (
        <Alert tone="info" live={false}>
          <p>
            You have no policies yet. <Link to={paths.policies}>Add a policy</Link> to assess a claim against
            it.
          </p>
        </Alert>
      )}
    </>
  );
}

/** The claim form (spec sections 2–5): every field, its default and its message. */
export function ClaimForm(props: ClaimFormProps) {
  const titleId = useId();
  const form = useClaimForm(props);
  return (
    <section className="card claim-form-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        Tell us about the claim
      </h2>
      <form
        ref={form.formRef}
        className="form claim-form"
        noValidate
        onSubmit={(event) => void form.submit(event)}
      >
        <PolicyNotices {...props} />
        <PolicyFields form={form} policies={props.policies} />
        <WhenFields form={form} />
        <ChoiceFields form={form} />
        <DetailFields form={form} />
        <div className="claim-form__actions">
          <Button type="submit" aria-disabled={props.submitting || undefined}>
            Assess claim
          </Button>
          <p className="form__note">
            Assessments are guidance from your documents, not a decision by your insurer.
          </p>
        </div>
      </form>
    </section>
  );
}
