import type { CoverageView, PlanFigureView } from './api/get-coverage';

/**
 * Showing a policy's figures for the plan its holder has. The coverage keeps every plan's figure
 * (one column per plan in the documents); the page shows the chosen plan's, and the stored figures
 * (the first plan that states one) until a plan is chosen.
 */
export interface ShownFigure {
  readonly amount: number | null;
  readonly status: string | undefined;
  readonly tiers: readonly number[] | undefined;
  /** Every plan's figure, shown beside the amount while no plan is chosen. */
  readonly plans?: readonly PlanFigureView[];
}

interface Figure {
  readonly amount: number | null;
  readonly status?: string;
  readonly tiers?: readonly number[];
  readonly plans?: readonly PlanFigureView[];
}

/**
 * The plans a coverage names, in the order the documents give them: every set of plan columns (a
 * wording may have its plans twice, with and without pre-existing conditions), then any plan a
 * figure names besides.
 */
export function planNames(coverage: CoverageView | undefined): string[] {
  if (!coverage) return [];
  const all = [coverage.plans ?? [], ...Object.values(coverage.subCoverages).map((s) => s.plans ?? [])];
  return [...new Set([...(coverage.planNames ?? []), ...all.flat().map((p) => p.name)])];
}

/** A figure as shown for the chosen plan; unchanged when no plan is chosen or the row has no plans. */
export function figureForPlan(figure: Figure | undefined, plan: string | null | undefined): ShownFigure {
  const stored = { amount: figure?.amount ?? null, status: figure?.status, tiers: figure?.tiers };
  const plans = figure?.plans ?? [];
  if (!plan && plans.length > 1) return { ...stored, tiers: undefined, plans };
  const held = plan ? plans.find((p) => p.name === plan) : undefined;
  if (!figure || !held) return stored;
  // The plan's own cell says its status; an older answer has it only for the stored plan.
  const sameAsStored = held.amount === figure.amount;
  return {
    amount: held.amount,
    status: held.status ?? (sameAsStored ? figure.status : undefined),
    tiers: undefined,
  };
}

/** A plan without a figure, in the words of its cell's status ("not covered" for "Nil"). */
function noFigureText(status: string | undefined): string {
  return status && status !== 'not_stated' ? status.replace('_', ' ') : 'no figure';
}

/** "Bronze £1,000 · Silver not covered · Gold £5,000", with the money written by `money`. */
export function plansText(plans: readonly PlanFigureView[], money: (amount: number) => string): string {
  return plans
    .map((p) => `${p.name} ${p.amount === null ? noFigureText(p.status) : money(p.amount)}`)
    .join(' · ');
}
