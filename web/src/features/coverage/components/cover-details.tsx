import { useState } from 'react';
import { countryCurrency, NOT_AVAILABLE } from '#domain/money';
import type { PolicyView } from '#domain/schemas/policy';
import type { CoverageView } from '../api/get-coverage';
import { formatDay } from '../coverage-display';
import type { ItemCard } from '../item-cards';
import { figureForPlan, planNames } from '../plan-figures';
import { CoverageFigure } from './coverage-figure';
import { PlanPicker } from './plan-picker';
import { SubCoverList } from './sub-cover-list';

interface CoverDetailsProps {
  readonly card: ItemCard;
  readonly coverage: CoverageView | undefined;
  readonly policies: readonly PolicyView[];
  readonly country: string | undefined;
}

/** The stored cover of a card: headline, source, plan picker when the documents have plans, sub-covers. */
export function CoverDetails({ card, coverage, policies, country }: CoverDetailsProps) {
  // The policy as it is now: the cover keeps the name it had when worked out, and a rename since
  // (which refreshes the policies) must show here too.
  const source = coverage ? policies.find((p) => p.id === coverage.sourcePolicyId) : undefined;
  const names = planNames(coverage);
  // The plan chosen here, until the policies list (which keeps it) catches up.
  const [chosen, setChosen] = useState<string | null>();
  const plan = chosen !== undefined ? chosen : (source?.plan ?? coverage?.plan ?? null);
  const headline = figureForPlan(
    coverage && { amount: coverage.amount, status: coverage.status, plans: coverage.plans },
    plan,
  );
  const foreignCurrency =
    coverage?.currency && coverage.currency.toUpperCase() !== countryCurrency(country)
      ? coverage.currency.toUpperCase()
      : undefined;

  return (
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
          status={headline.status}
          plans={headline.plans}
          missing={NOT_AVAILABLE}
        />
      </p>
      {coverage ? (
        <p className="coverage-card__source">
          From <strong>{source?.name ?? coverage.sourcePolicyName}</strong>
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
        <SubCoverList card={card} coverage={coverage} plan={plan} country={country} />
      )}
    </div>
  );
}
