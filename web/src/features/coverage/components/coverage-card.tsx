import { useIsMutating } from '@tanstack/react-query';
import { useId } from 'react';
import type { PolicyView } from '#domain/schemas/policy';
import { calculateCoverageKey } from '../api/calculate-coverage';
import type { CoverageView } from '../api/get-coverage';
import { useComparePolicies } from '../hooks/use-compare-policies';
import type { ItemCard } from '../item-cards';
import { ComparePolicies } from './compare-policies';
import { CoverDetails } from './cover-details';
import { ItemIcon } from './item-icon';
import { RelatedPolicies } from './related-policies';

interface CoverageCardProps {
  readonly card: ItemCard;
  readonly coverage: CoverageView | undefined;
  readonly policies: readonly PolicyView[];
  /** The user's ready policies of other kinds, which may cover this item too (a phone on home contents). */
  readonly otherPolicies: readonly PolicyView[];
  /** The user's policies still being read or refused, named in a comparison as left out. */
  readonly notReadyPolicies: readonly PolicyView[];
  readonly country: string | undefined;
  /** Policies whose cover for this item is being worked out (also ones started before a reload). */
  readonly runningPolicyIds: readonly string[];
}

/** One item kind: its stored cover with the page of every figure, its policies, and the comparison. */
export function CoverageCard({
  card,
  coverage,
  policies,
  otherPolicies,
  notReadyPolicies,
  country,
  runningPolicyIds,
}: CoverageCardProps) {
  const titleId = useId();
  const relatedId = useId();
  const comparison = useComparePolicies(card.itemType);
  const calculating =
    useIsMutating({ mutationKey: calculateCoverageKey(card.itemType) }) > 0 || runningPolicyIds.length > 0;
  const comparing = comparison.state.status === 'running';
  // The policy whose cover the card shows, by its name now (a rename since shows at once).
  const shown = coverage && policies.find((p) => p.id === coverage.sourcePolicyId);

  return (
    <section
      className="card coverage-card"
      aria-labelledby={titleId}
      aria-busy={calculating || comparing || undefined}
    >
      <header className="coverage-card__header">
        <ItemIcon itemType={card.itemType} />
        <h2 id={titleId} className="coverage-card__title">
          {card.title}
        </h2>
      </header>

      <CoverDetails
        key={coverage?.sourcePolicyId ?? 'none'}
        card={card}
        coverage={coverage}
        policies={policies}
        country={country}
      />

      <RelatedPolicies
        card={card}
        policies={policies}
        shownPolicyId={coverage?.sourcePolicyId}
        busy={calculating || comparing}
        runningPolicyIds={runningPolicyIds}
        headingId={relatedId}
      />

      {policies.length > 0 && policies.length + otherPolicies.length > 1 && (
        <ComparePolicies
          card={card}
          policies={policies}
          others={otherPolicies}
          notReady={notReadyPolicies}
          shownPolicyId={shown?.id}
          shownPolicyName={shown?.name}
          country={country}
          comparison={comparison}
          busy={calculating}
        />
      )}
    </section>
  );
}
