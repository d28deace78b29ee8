import type { CoverageView } from '../api/get-coverage';
import { type ItemCard, subCoversShown } from '../item-cards';
import { figureForPlan } from '../plan-figures';
import { CoverageFigure } from './coverage-figure';

interface SubCoverListProps {
  readonly card: ItemCard;
  readonly coverage: CoverageView | undefined;
  /** The plan whose figures are shown, when the documents have plans. */
  readonly plan: string | null;
  readonly country: string | undefined;
}

/** A card's sub-covers, each with its figure for the plan shown and the page it is quoted from. */
export function SubCoverList({ card, coverage, plan, country }: SubCoverListProps) {
  return (
    <dl className={coverage ? 'coverage-subcovers' : 'coverage-subcovers coverage-subcovers--empty'}>
      {subCoversShown(card, coverage?.subCoverages).map((sub) => {
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
                plans={shown.plans}
              />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
