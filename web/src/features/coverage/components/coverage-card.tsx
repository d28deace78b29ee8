import { useIsMutating } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { countryCurrency, NOT_AVAILABLE } from '../../../../../domain/money';
import type { PolicyView } from '../../../../../domain/schemas/policy';
import { calculateCoverageKey } from '../api/calculate-coverage';
import type { CoverageView } from '../api/get-coverage';
import { formatDay } from '../coverage-display';
import { useComparePolicies } from '../hooks/use-compare-policies';
import type { ItemCard } from '../item-cards';
import { figureForPlan, planNames } from '../plan-figures';
import { ComparePolicies } from './compare-policies';
import { CoverageFigure } from './coverage-figure';
import { ItemIcon } from './item-icon';
import { PlanPicker } from './plan-picker';
import { RelatedPolicies } from './related-policies';

interface CoverageCardProps {
  readonly card: ItemCard;
  readonly coverage: CoverageView | undefined;
  readonly policies: readonly PolicyView[];
  readonly country: string | undefined;
}

/** One item kind: its stored cover with the page of every figure, its policies, and the comparison. */
export function CoverageCard({ card, coverage, policies, country }: CoverageCardProps) {
  const titleId = useId();
  const relatedId = useId();
  const comparison = useComparePolicies(card.itemType);
  const calculating = useIsMutating({ mutationKey: calculateCoverageKey(card.itemType) }) > 0;
  const comparing = comparison.state.status === 'running';
  const shown = coverage && policies.some((p) => p.id === coverage.sourcePolicyId) ? coverage : undefined;
  const source = coverage ? policies.find((p) => p.id === coverage.sourcePolicyId) : undefined;
  const names = planNames(coverage);
  // The plan chosen here, until the policies list (which keeps it) catches up.
  const [chosen, setChosen] = useState<string | null>();
  const plan = chosen !== undefined ? chosen : (source?.plan ?? coverage?.plan ?? null);
  const headline = figureForPlan(coverage && { amount: coverage.amount, plans: coverage.plans }, plan);
  const foreignCurrency =
    coverage?.currency && coverage.currency.toUpperCase() !== countryCurrency(country)
      ? coverage.currency.toUpperCase()
      : undefined;

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

      <div className="coverage-card__cover">
        <p className="coverage-card__headline-label">{card.headlineLabel}</p>
        <p className="coverage-card__headline">
          <CoverageFigure
            amount={headline.amount}
            currency={coverage?.currency ?? null}
            country={country}
            policyId={coverage?.sourcePolicyId ?? ''}
            subject={`${card.title}, ${card.headlineLabel.toLowerCase()}`}
            citation={coverage?.amountCitation ?? null}
            missing={NOT_AVAILABLE}
          />
        </p>
        {coverage ? (
          <p className="coverage-card__source">
            From <strong>{coverage.sourcePolicyName}</strong>
            {formatDay(coverage.updatedAt) && <>, calculated {formatDay(coverage.updatedAt)}</>}
          </p>
        ) : (
          <p className="coverage-card__source">
            Not calculated yet.{' '}
            {policies.length > 0
              ? 'Choose Calculate beside one of your policies below.'
              : 'Add a policy to see its cover here.'}
          </p>
        )}
        {coverage && source && names.length > 0 && (
          <PlanPicker names={names} plan={plan} policyId={source.id} onChange={setChosen} />
        )}
        {foreignCurrency && (
          <p className="coverage-card__currency">
            Amounts are in {foreignCurrency}, the currency of the document.
          </p>
        )}
        {card.subCovers.length > 0 && (
          <dl className={coverage ? 'coverage-subcovers' : 'coverage-subcovers coverage-subcovers--empty'}>
            {card.subCovers.map((sub) => {
              const figure = coverage?.subCoverages[sub.key];
              const shown = figureForPlan(figure, plan);
              return (
                <div key={sub.key} className="coverage-subcovers__row">
                  <dt>{sub.label}</dt>
                  <dd>
                    <CoverageFigure
                      amount={shown.amount}
                      currency={figure?.currency ?? coverage?.currency ?? null}
                      country={country}
                      policyId={coverage?.sourcePolicyId ?? ''}
                      subject={sub.label}
                      citation={figure?.citation ?? null}
                      status={shown.status}
                      tiers={shown.tiers}
                    />
                  </dd>
                </div>
              );
            })}
          </dl>
        )}
      </div>

      <RelatedPolicies
        card={card}
        policies={policies}
        shownPolicyId={coverage?.sourcePolicyId}
        busy={calculating || comparing}
        headingId={relatedId}
      />

      {policies.length > 1 && (
        <ComparePolicies
          card={card}
          policies={policies}
          shownPolicyId={shown?.sourcePolicyId}
          shownPolicyName={shown?.sourcePolicyName}
          country={country}
          comparison={comparison}
          busy={calculating}
        />
      )}
    </section>
  );
}
