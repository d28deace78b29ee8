import { useId } from 'react';
import { formatMoney, NOT_AVAILABLE } from '#domain/money';
import type { PolicyTermView } from '#domain/schemas/coverage-job';
import { Alert } from '#web/components/alert';
import {
  type CompareColumn,
  type CompareRow,
  compareRows,
  comparisonSummary,
  type LeftOutPolicy,
  planRow,
  termRows,
} from '../compare';
import type { ItemCard } from '../item-cards';
import { CoverageFigure } from './coverage-figure';
import { SourcePageLink } from './source-page-link';

/** An excess in the user's own money: one amount, or the lowest to the highest. */
function termText(term: PolicyTermView, country: string | undefined): string {
  const amounts = term.amounts ?? [];
  const low = amounts[0];
  const high = amounts[amounts.length - 1];
  if (low === undefined || high === undefined) return term.summary;
  const money = (value: number) => formatMoney(value, term.currency ?? null, country);
  return low === high ? money(low) : `${money(low)} to ${money(high)}, by cover`;
}

interface TermFigureProps {
  readonly term: PolicyTermView | null;
  readonly policyId: string;
  readonly subject: string;
  readonly country: string | undefined;
}

/** What one policy says of a term, with the page it says it on; 'Not stated' where it says nothing. */
function TermFigure({ term, policyId, subject, country }: TermFigureProps) {
  if (!term) return <span className="coverage-figure__amount coverage-figure__amount--none">Not stated</span>;
  const { citation } = term;
  return (
    <span className="coverage-figure">
      <span className="coverage-compare__term">{termText(term, country)}</span>
      <SourcePageLink policyId={policyId} citation={citation} subject={subject} />
    </span>
  );
}

function RowHeader({ label, overlap, differs }: { label: string; overlap?: boolean; differs: boolean }) {
  return (
    <th scope="row">
      {label}
      {overlap && <span className="coverage-badge coverage-badge--overlap">Overlap</span>}
      {differs && <span className="coverage-badge coverage-badge--differs">Differs</span>}
    </th>
  );
}

const rowClass = (differs: boolean, overlap = false) =>
  [overlap && 'coverage-compare__row--overlap', differs && 'coverage-compare__row--differs']
    .filter(Boolean)
    .join(' ') || undefined;

interface RowsProps {
  readonly columns: readonly CompareColumn[];
  readonly rows: readonly CompareRow[];
  readonly country: string | undefined;
}

/** The body of the table: the plan held, each limit, then the terms that decide claims. */
function CompareRows({ columns, rows, country }: RowsProps) {
  const plans = planRow(columns);
  const nameOf = (policyId: string) => columns.find((c) => c.policyId === policyId)?.policyName ?? '';
  return (
    <tbody>
      <tr className={rowClass(plans.differs)}>
        <RowHeader label="Plan held" differs={plans.differs} />
        {plans.cells.map((cell) => (
          <td key={cell.policyId}>{cell.plan ?? 'Not said'}</td>
        ))}
      </tr>
      {rows.map((row) => (
        <tr key={row.key} className={rowClass(row.differs, row.overlap)}>
          <RowHeader label={row.label} overlap={row.overlap} differs={row.differs} />
          {row.cells.map((cell) => (
            <td key={cell.policyId}>
              <CoverageFigure
                amount={cell.amount}
                currency={cell.currency}
                country={country}
                policyId={cell.policyId}
                subject={`${row.label}, ${nameOf(cell.policyId)}`}
                citation={cell.citation}
                status={cell.status}
                {...(row.key === 'headline' && { missing: NOT_AVAILABLE })}
              />
            </td>
          ))}
        </tr>
      ))}
      {termRows(columns).map((row) => (
        <tr key={row.key} className={rowClass(row.differs)}>
          <RowHeader label={row.label} differs={row.differs} />
          {row.cells.map((cell) => (
            <td key={cell.policyId}>
              <TermFigure
                term={cell.term}
                policyId={cell.policyId}
                subject={`${row.label}, ${nameOf(cell.policyId)}`}
                country={country}
              />
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}

interface CompareTableProps {
  readonly card: ItemCard;
  readonly columns: readonly CompareColumn[];
  /** The user's policies left out for not being ready, named in the summary. */
  readonly notReady?: readonly LeftOutPolicy[];
  readonly country: string | undefined;
}

/** The policies side by side, with what the comparison finds said first. */
export function CompareTable({ card, columns, notReady = [], country }: CompareTableProps) {
  const captionId = useId();
  const usable = columns.filter((c) => c.coverage !== null);
  const failed = columns.filter((c) => c.coverage === null);
  const rows = compareRows(card, usable);
  const summary = comparisonSummary(card, columns, notReady);

  return (
    <div className="coverage-compare__result">
      {summary.length > 0 && (
        <div role="status">
          <ul className="coverage-compare__summary">
            {summary.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        </div>
      )}
      {usable.length > 0 && (
        // A table wider than a phone scrolls sideways; keyboards must be able to reach it.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: see above.
        <section className="coverage-compare__scroll" aria-labelledby={captionId} tabIndex={0}>
          <table className="coverage-compare__table">
            <caption id={captionId}>Your policies' cover for your {card.typeWord}, side by side</caption>
            <thead>
              <tr>
                <th scope="col">Cover</th>
                {usable.map((column) => (
                  <th key={column.policyId} scope="col">
                    {column.policyName}
                  </th>
                ))}
              </tr>
            </thead>
            <CompareRows columns={usable} rows={rows} country={country} />
          </table>
        </section>
      )}
      {failed.length > 0 && (
        <Alert tone="error" live={false}>
          {failed.map((column) => (
            <p key={column.policyId}>
              {column.policyName}: {column.error}
            </p>
          ))}
        </Alert>
      )}
    </div>
  );
}
