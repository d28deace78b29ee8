import { linesOf } from './document-lines';
import { readInsuranceType } from './insurance-type';
import { readInsurer } from './insurer-name';
import { policyCountry } from './jurisdiction';
import { readPolicyName } from './policy-name';
import { readPeriod } from './policy-period';
import type { PolicyDocument } from './types';

/**
 * What a policy's own documents say about it: product name, insurer, insurance type, the plan the
 * holder has and the period of cover. Each comes from the place documents print it (see the readers);
 * a field the documents do not state is null, for the user to fill in.
 */
export interface PolicyDetails {
  readonly name: string | null;
  readonly insurer: string | null;
  /** One of the app's insurance type ids (domain/insurance.ts). */
  readonly insuranceTypeId: string | null;
  /** The plan or level of cover the schedule says the holder has ("Gold", "Comprehensive"). */
  readonly plan: string | null;
  readonly startDate: string | null;
  readonly endDate: string | null;
}

/** Labels schedules and certificates print before the holder's plan; a wording lists plans, never one. */
const PLAN_LABEL =
  /^(?:your )?(?:plan(?: name| selected)?|(?:selected|chosen) plan|level of cover|cover level|plan level|tier)\s*:\s*(.+)$/i;

/** A value naming one plan: short, not a sentence, not a list ("Bronze / Silver / Gold"). */
const ONE_PLAN = (value: string) =>
  value.split(' ').length <= 5 && !/[.?!]$/.test(value) && !/[/|,]|\b(?:or|and)\b/i.test(value);

export function readPlan(pages: readonly string[]): string | null {
  for (const line of pages.slice(0, 5).flatMap(linesOf)) {
    const value = PLAN_LABEL.exec(line)?.[1]?.trim();
    if (value && ONE_PLAN(value)) return value;
  }
  return null;
}

export function readPolicyDetails(documents: readonly PolicyDocument[]): PolicyDetails {
  const pages = documents.flatMap((d) => d.pages);
  // US documents write 03/01/2025 for 1 March's opposite; the policy's country decides.
  const order = policyCountry(documents) === 'US' ? 'month-first' : 'day-first';
  const name = readPolicyName(documents);
  return {
    name,
    insurer: readInsurer(documents),
    insuranceTypeId: readInsuranceType(pages, name),
    plan: documents.map((d) => readPlan(d.pages)).find(Boolean) ?? null,
    ...readPeriod(pages, order),
  };
}
