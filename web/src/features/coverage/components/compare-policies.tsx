import { useId } from 'react';
import { NOT_AVAILABLE } from '#domain/money';
import type { PolicyView } from '#domain/schemas/policy';
import { Alert } from '#web/components/alert';
import { Button } from '#web/components/button';
import { type CompareColumn, compareRows } from '../compare';
import type { useComparePolicies } from '../hooks/use-compare-policies';
import type { ItemCard } from '../item-cards';
import { CoverageFigure } from './coverage-figure';

interface CompareTableProps {
  readonly card: ItemCard;
  readonly columns: readonly CompareColumn[];
  readonly country: string | undefined;
}

function CompareTable({ card, columns, country }: CompareTableProps) {
  const captionId = useId();
  const usable = columns.filter((c) => c.coverage !== null);
  const failed = columns.filter((c) => c.coverage === null);
  const rows = compareRows(card, usable);
  const overlaps = rows.filter((r) => r.overlap);

  return (
    <div className="coverage-compare__result">
      {usable.length > 1 && (
        <p className="coverage-compare__summary" role="status">
          {overlaps.length === 0
            ? 'No overlaps: these policies do not cover the same things.'
            : `${overlaps.length} ${overlaps.length === 1 ? 'overlap' : 'overlaps'}, covered by more than one policy: ${overlaps
                .map((r) => r.label)
                .join(', ')}.`}
        </p>
      )}
      {usable.length > 0 && (
        // A table wider than a phone scrolls sideways; keyboards must be able to reach it.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: see above.
        <section className="coverage-compare__scroll" aria-labelledby={captionId} tabIndex={0}>
          <table className="coverage-compare__table">
            <caption id={captionId}>Limits of your {card.typeWord} policies side by side</caption>
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
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className={row.overlap ? 'coverage-compare__row--overlap' : undefined}>
                  <th scope="row">
                    {row.label}
                    {row.overlap && <span className="coverage-badge coverage-badge--overlap">Overlap</span>}
                  </th>
                  {row.cells.map((cell) => (
                    <td key={cell.policyId}>
                      <CoverageFigure
                        amount={cell.amount}
                        currency={cell.currency}
                        country={country}
                        policyId={cell.policyId}
                        subject={`${row.label}, ${usable.find((c) => c.policyId === cell.policyId)?.policyName ?? ''}`}
                        citation={cell.citation}
                        status={cell.status}
                        {...(row.key === 'headline' && { missing: NOT_AVAILABLE })}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
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

interface ComparePoliciesProps {
  readonly card: ItemCard;
  readonly policies: readonly PolicyView[];
  readonly shownPolicyId: string | undefined;
  readonly shownPolicyName: string | undefined;
  readonly country: string | undefined;
  readonly comparison: ReturnType<typeof useComparePolicies>;
  /** A calculation for this item is running elsewhere on the card. */
  readonly busy: boolean;
}

/** Shown with more than one policy for an item: their limits side by side, overlaps marked. */
export function ComparePolicies({
  card,
  policies,
  shownPolicyId,
  shownPolicyName,
  country,
  comparison,
  busy,
}: ComparePoliciesProps) {
  const headingId = useId();
  const { state, compare } = comparison;
  const running = state.status === 'running';
  const blocked = busy || running;

  function start() {
    if (blocked) return;
    void compare(
      policies.map((p) => ({ id: p.id, name: p.name })),
      shownPolicyId,
    );
  }

  return (
    <section className="coverage-compare" aria-labelledby={headingId}>
      <h3 id={headingId} className="coverage-card__subtitle">
        Compare your {card.typeWord} policies
      </h3>
      <p className="coverage-compare__intro">
        See the limits of your {policies.length} {card.typeWord} policies side by side, and where they
        overlap: two policies covering the same thing can mean paying twice for one risk.
      </p>
      <div className="coverage-compare__actions">
        <Button
          variant="secondary"
          className="button--small"
          aria-disabled={blocked || undefined}
          onClick={start}
        >
          {running ? (
            <>
              <span className="spinner coverage-spinner-small" aria-hidden="true" />
              Comparing…
            </>
          ) : state.status === 'done' ? (
            'Compare again'
          ) : (
            'Compare policies'
          )}
        </Button>
        <span className="coverage-compare__progress" role="status">
          {running ? `Worked out ${state.done} of ${state.total} policies` : ''}
        </span>
      </div>
      <p className="coverage-compare__hint">
        Each policy is worked out again from its documents, which counts towards your hourly analyses.{' '}
        {shownPolicyName
          ? `The card keeps showing ${shownPolicyName}.`
          : 'Afterwards the card shows the last policy compared.'}
      </p>
      {state.status === 'done' && <CompareTable card={card} columns={state.columns} country={country} />}
    </section>
  );
}
