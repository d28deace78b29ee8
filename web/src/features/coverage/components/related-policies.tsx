import { Link } from 'react-router';
import { TOAST_DURATION_MS } from '#domain/constants';
import { formatPolicyPeriod } from '#domain/policy-period';
import type { PolicyView } from '#domain/schemas/policy';
import { Button } from '#web/components/button';
import { LimitNotice } from '#web/components/limit-notice';
import { useLimitNotice } from '#web/components/use-limit-notice';
import { failureToast } from '#web/lib/failure-toast';
import { paths } from '#web/lib/paths';
import { toast } from '#web/lib/toast/toast';
import { useCalculateCoverage } from '../api/calculate-coverage';
import { calculateErrorMessage, isHighVolume } from '../coverage-errors';
import { type ItemCard, noPoliciesMessage } from '../item-cards';

interface RelatedPolicyProps {
  readonly card: ItemCard;
  readonly policy: PolicyView;
  /** This policy's cover is the one the card shows. */
  readonly shown: boolean;
  /** Another calculation for this item is running; one at a time keeps the stored cover clear. */
  readonly busy: boolean;
  /** This policy's cover is being worked out by a calculation started earlier (before a reload). */
  readonly running: boolean;
}

function RelatedPolicy({ card, policy, shown, busy, running }: RelatedPolicyProps) {
  const calculate = useCalculateCoverage(card.itemType, policy.id);
  const limit = useLimitNotice();
  const calculating = calculate.isPending || running;
  const details = [policy.insurer, formatPolicyPeriod(policy.startDate, policy.endDate)].filter(Boolean);

  function start() {
    if (busy || calculating) return;
    calculate.mutate(undefined, {
      onSuccess: () => {
        limit.dismiss();
        toast.success('Coverage calculated successfully');
      },
      onError: (error) => {
        // The hourly limit stays beside the button until it is time to try again.
        if (limit.show(error)) return;
        failureToast(
          calculateErrorMessage(error),
          error,
          start,
          isHighVolume(error) ? { duration: TOAST_DURATION_MS } : {},
        );
      },
    });
  }

  return (
    <li className="coverage-policy" aria-busy={calculating || undefined}>
      <div className="coverage-policy__text">
        <span className="coverage-policy__name">
          {policy.name}
          {shown && <span className="coverage-badge">Shown above</span>}
        </span>
        <span className="coverage-policy__meta">{details.join(' · ')}</span>
      </div>
      <Button
        variant="secondary"
        className="button--small coverage-policy__calculate"
        // aria-disabled rather than disabled, so a button that has focus keeps it while it works.
        aria-disabled={busy || calculating || undefined}
        onClick={start}
      >
        {calculating ? (
          <>
            <span className="spinner coverage-spinner-small" aria-hidden="true" />
            Calculating…
          </>
        ) : (
          'Calculate'
        )}
        <span className="visually-hidden"> {policy.name}</span>
      </Button>
      <span className="visually-hidden" role="status">
        {calculating ? `Calculating the cover of ${policy.name}…` : ''}
      </span>
      <LimitNotice notice={limit.notice} onDismiss={limit.dismiss} />
    </li>
  );
}

interface RelatedPoliciesProps {
  readonly card: ItemCard;
  readonly policies: readonly PolicyView[];
  readonly shownPolicyId: string | undefined;
  readonly busy: boolean;
  readonly runningPolicyIds: readonly string[];
  readonly headingId: string;
}

/** The policies whose type matches the card, each with a Calculate button. */
export function RelatedPolicies({
  card,
  policies,
  shownPolicyId,
  busy,
  runningPolicyIds,
  headingId,
}: RelatedPoliciesProps) {
  return (
    <div className="coverage-related">
      <h3 id={headingId} className="coverage-card__subtitle">
        Related Policies
      </h3>
      {policies.length === 0 ? (
        <p className="coverage-related__empty">
          {noPoliciesMessage(card)}. <Link to={paths.policies}>Add a policy</Link>
        </p>
      ) : (
        <ul className="coverage-related__list" aria-labelledby={headingId}>
          {policies.map((policy) => (
            <RelatedPolicy
              key={policy.id}
              card={card}
              policy={policy}
              shown={policy.id === shownPolicyId}
              busy={busy}
              running={runningPolicyIds.includes(policy.id)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
