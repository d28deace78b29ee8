import { useId } from 'react';
import { failureToast } from '#web/lib/failure-toast';
import { useUpdatePolicyPlan } from '../api/update-policy-plan';

export const PLAN_SAVE_FAILED = 'Error saving your plan';
export const NO_PLAN_HINT =
  'This policy has several plans. Choose yours to see its figures; until then each figure is the first plan’s that states one.';

interface PlanPickerProps {
  readonly names: readonly string[];
  readonly plan: string | null;
  /** The policy the plan is kept on. */
  readonly policyId: string;
  readonly onChange: (plan: string | null) => void;
}

/** Which of the documents' plans the user holds: changes the figures shown and is kept on the policy. */
export function PlanPicker({ names, plan, policyId, onChange }: PlanPickerProps) {
  const id = useId();
  const save = useUpdatePolicyPlan(policyId);
  return (
    <div className="coverage-plan">
      <label htmlFor={id} className="coverage-plan__label">
        Your plan
      </label>
      <select
        id={id}
        className="field__control field__select coverage-plan__select"
        value={plan ?? ''}
        aria-describedby={`${id}-hint`}
        disabled={save.isPending}
        onChange={(event) => {
          const next = event.target.value || null;
          onChange(next);
          const send = () =>
            save.mutate(next, { onError: (error) => failureToast(PLAN_SAVE_FAILED, error, send) });
          send();
        }}
      >
        <option value="">Not sure</option>
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="coverage-plan__hint">
        {plan ? `Figures for the ${plan} plan.` : NO_PLAN_HINT}
      </p>
    </div>
  );
}
