import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { ClaimInput } from '#domain/schemas/claim';
import type { PolicyView } from '#domain/schemas/policy';
import { fieldBinder, focusControl, withoutError } from '#web/components/field-binding';
import {
  type ClaimField,
  type ClaimFormErrors,
  type ClaimFormValues,
  defaultClaimValues,
  firstInvalidField,
  missingDocumentsError,
  policyStartValue,
  validateClaim,
} from '../claim-form-values';

interface ClaimFormOptions {
  readonly policies: readonly PolicyView[] | undefined;
  /** Sends the claim; resolves true once it is assessed, so the form can start afresh. */
  readonly onSubmit: (claim: ClaimInput) => Promise<boolean>;
  readonly submitting: boolean;
}

/** The claim form's values and messages, choosing a policy, and sending (spec sections 2–5). */
export function useClaimForm({ policies, onSubmit, submitting }: ClaimFormOptions) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ClaimFormValues>(() => defaultClaimValues());
  const [errors, setErrors] = useState<ClaimFormErrors>({});
  // After a failed send the button takes the focus back, once the page is usable again.
  const [refocusSubmit, setRefocusSubmit] = useState(false);
  const selected = policies?.find((p) => p.id === values.policyId);

  function update(field: ClaimField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutError(current, field));
  }

  function choosePolicy(policyId: string) {
    const policy = policies?.find((p) => p.id === policyId);
    // Choosing a policy copies its start date into the form (spec section 4).
    setValues((current) => ({ ...current, policyId, policyStartDate: policyStartValue(policy) }));
    setErrors(({ policyId: _cleared, policyStartDate: _start, ...rest }) => {
      const missing = missingDocumentsError(policy);
      return (missing ? { ...rest, policyId: missing } : rest) as ClaimFormErrors;
    });
  }

  useEffect(() => {
    if (submitting || !refocusSubmit) return;
    formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
    setRefocusSubmit(false);
  }, [submitting, refocusSubmit]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const result = validateClaim(values, selected);
    if (!result.ok) {
      setErrors(result.errors);
      focusControl(formRef.current, firstInvalidField(result.errors));
      return;
    }
    setErrors({});
    const assessed = await onSubmit(result.body);
    if (assessed) {
      // A fresh form with its defaults, the report time now.
      setValues(defaultClaimValues());
    } else {
      setRefocusSubmit(true);
    }
  }

  return {
    formRef,
    /** The latest moment a date field may hold. */
    now: new Date(),
    field: fieldBinder(values, errors, update),
    choosePolicy,
    submit,
  };
}

export type ClaimFormState = ReturnType<typeof useClaimForm>;
