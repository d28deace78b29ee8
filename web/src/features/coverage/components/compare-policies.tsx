import { useId, useState } from 'react';
import type { PolicyView } from '#domain/schemas/policy';
import { Button } from '#web/components/button';
import { policiesLeftOut, whyNotComparable } from '../compare';
import type { useComparePolicies } from '../hooks/use-compare-policies';
import type { ItemCard } from '../item-cards';
import { CompareTable } from './compare-table';

/** Marks the page while the comparison alone is printed (coverage.css hides the rest). */
const PRINTING_ATTRIBUTE = 'data-printing';

function printComparison(): void {
  const root = document.documentElement;
  root.setAttribute(PRINTING_ATTRIBUTE, 'comparison');
  window.addEventListener('afterprint', () => root.removeAttribute(PRINTING_ATTRIBUTE), { once: true });
  window.print();
}

interface PolicyChoiceProps {
  readonly policies: readonly PolicyView[];
  readonly others: readonly PolicyView[];
  readonly notReady: readonly PolicyView[];
  readonly chosen: ReadonlySet<string>;
  readonly onChange: (chosen: ReadonlySet<string>) => void;
}

/** The user's policies that cannot be compared yet, each with why. */
function NotReadyList({ policies }: { readonly policies: readonly PolicyView[] }) {
  if (policies.length === 0) return null;
  return (
    <div className="coverage-compare__not-ready">
      <p>Not ready to compare:</p>
      <ul>
        {policies.map((policy) => (
          <li key={policy.id}>
            {policy.name}: {whyNotComparable(policy)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The policies to compare: the item's own, and any other the user has (a home policy may cover a
 * phone). Those still being read or refused are listed apart, with why, rather than left out silently.
 */
function PolicyChoice({ policies, others, notReady, chosen, onChange }: PolicyChoiceProps) {
  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (!next.delete(id)) next.add(id);
    onChange(next);
  };
  const all = [...policies, ...others];
  return (
    <fieldset className="coverage-compare__choice">
      <legend>Policies to compare</legend>
      {all.map((policy) => (
        <label key={policy.id} className="coverage-compare__option">
          <input type="checkbox" checked={chosen.has(policy.id)} onChange={() => toggle(policy.id)} />
          <span>
            {policy.name}
            <span className="coverage-compare__option-type"> · {policy.insuranceTypeName}</span>
          </span>
        </label>
      ))}
      {others.length > 0 && (
        <Button
          variant="secondary"
          className="button--small"
          onClick={() => onChange(new Set(all.map((p) => p.id)))}
        >
          All my policies
        </Button>
      )}
      <NotReadyList policies={notReady} />
    </fieldset>
  );
}

interface ComparePoliciesProps {
  readonly card: ItemCard;
  /** The policies of this item's kind, chosen at first. */
  readonly policies: readonly PolicyView[];
  /** The user's other policies, which may cover the item too. */
  readonly others: readonly PolicyView[];
  /** The user's policies still being read or refused: listed with why, and named as left out. */
  readonly notReady: readonly PolicyView[];
  readonly shownPolicyId: string | undefined;
  readonly shownPolicyName: string | undefined;
  readonly country: string | undefined;
  readonly comparison: ReturnType<typeof useComparePolicies>;
  /** A calculation for this item is running elsewhere on the card. */
  readonly busy: boolean;
}

/** The compare and print buttons with the comparison's progress. */
function CompareActions({
  blocked,
  running,
  done,
  progress,
  onStart,
}: {
  blocked: boolean;
  running: boolean;
  done: boolean;
  progress: string;
  onStart: () => void;
}) {
  return (
    <div className="coverage-compare__actions">
      <Button
        variant="secondary"
        className="button--small"
        aria-disabled={blocked || undefined}
        onClick={onStart}
      >
        {running ? (
          <>
            <span className="spinner coverage-spinner-small" aria-hidden="true" />
            Comparing…
          </>
        ) : done ? (
          'Compare again'
        ) : (
          'Compare policies'
        )}
      </Button>
      {done && (
        <Button variant="secondary" className="button--small" onClick={printComparison}>
          Print comparison
        </Button>
      )}
      <span className="coverage-compare__progress" role="status">
        {progress}
      </span>
    </div>
  );
}

/**
 * Two or more policies side by side for one item: the plan, each limit and the terms that decide
 * claims, with differences marked and overlaps and gaps said in plain words; printable.
 */
export function ComparePolicies({
  card,
  policies,
  others,
  notReady,
  shownPolicyId,
  shownPolicyName,
  country,
  comparison,
  busy,
}: ComparePoliciesProps) {
  const headingId = useId();
  const { state, compare } = comparison;
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(policies.map((p) => p.id)));
  const selected = [...policies, ...others].filter((p) => chosen.has(p.id));
  const running = state.status === 'running';
  const tooFew = selected.length < 2;
  const blocked = busy || running || tooFew;

  function start() {
    if (blocked) return;
    void compare(
      selected.map((p) => ({ id: p.id, name: p.name, plan: p.plan ?? null })),
      shownPolicyId,
      policiesLeftOut(notReady, card.itemType, [...policies, ...others], chosen),
    );
  }

  return (
    <section className="coverage-compare" aria-labelledby={headingId} data-comparison={card.itemType}>
      <h3 id={headingId} className="coverage-card__subtitle">
        Compare your {card.typeWord} policies
      </h3>
      <p className="coverage-compare__intro">
        See your policies' limits and the terms that most often decide a claim side by side, with the
        differences marked, where two policies cover the same thing (which can mean paying twice for one risk)
        and where none does.
      </p>
      <PolicyChoice
        policies={policies}
        others={others}
        notReady={notReady}
        chosen={chosen}
        onChange={setChosen}
      />
      <CompareActions
        blocked={blocked}
        running={running}
        done={state.status === 'done'}
        progress={
          running
            ? `Worked out ${state.done} of ${state.total} policies`
            : tooFew
              ? 'Choose at least two policies to compare.'
              : ''
        }
        onStart={start}
      />
      <p className="coverage-compare__hint">
        Each policy is worked out again from its documents, which counts towards your hourly analyses.{' '}
        {shownPolicyName
          ? `The card keeps showing ${shownPolicyName}.`
          : 'Afterwards the card shows the last policy compared.'}
      </p>
      {state.status === 'done' && (
        <CompareTable card={card} columns={state.columns} notReady={state.notReady} country={country} />
      )}
    </section>
  );
}
