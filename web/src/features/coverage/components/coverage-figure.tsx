import { formatMoney, NO_FIGURE } from '#domain/money';
import type { PlanFigureView, StoredCitation } from '../api/get-coverage';
import { statusText, tiersText } from '../coverage-display';
import { plansText } from '../plan-figures';
import { SourcePageLink } from './source-page-link';

interface CoverageFigureProps {
  readonly amount: number | null;
  readonly currency: string | null;
  readonly country: string | undefined;
  /** The policy the figure was read from, to open its document. */
  readonly policyId: string;
  /** What the figure is, e.g. 'Lost baggage': said with the page link and in the viewer's title. */
  readonly subject: string;
  readonly citation: StoredCitation | null;
  readonly status?: string;
  readonly tiers?: readonly number[];
  /** Each plan's figure, listed by name while the user has not said which plan they hold. */
  readonly plans?: readonly PlanFigureView[];
  /** Shown when there is no figure: 'Not Available' for a headline, 'N/A' for a sub-cover. */
  readonly missing?: string;
}

/**
 * An amount of cover with its status as the analysis gives it (Covered, Optional extra, Not
 * covered, Not stated) and a link to the page it is on.
 */
export function CoverageFigure({
  amount,
  currency,
  country,
  policyId,
  subject,
  citation,
  status,
  tiers,
  plans,
  missing = NO_FIGURE,
}: CoverageFigureProps) {
  const text = formatMoney(amount, currency, country, missing);
  const others =
    plans && plans.length > 1
      ? plansText(plans, (value) => formatMoney(value, currency, country))
      : tiersText(tiers, currency, country);
  const noFigure = amount === null;
  const said = statusText(status);
  return (
    <span className="coverage-figure">
      <span
        className={
          noFigure ? 'coverage-figure__amount coverage-figure__amount--none' : 'coverage-figure__amount'
        }
      >
        {text}
      </span>
      {said && (
        <span className={`coverage-note coverage-note--${status}`} title={said.note}>
          {said.label}
          {said.note && <span className="visually-hidden">: {said.note.toLowerCase()}</span>}
        </span>
      )}
      {others && <span className="coverage-figure__tiers">{others}</span>}
      {citation && <SourcePageLink policyId={policyId} citation={citation} subject={subject} />}
    </span>
  );
}
