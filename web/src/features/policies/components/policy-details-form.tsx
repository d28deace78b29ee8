import { type FormEvent, useId, useRef, useState } from 'react';
import type { InsuranceType } from '#domain/insurance';
import { NOTES_MAX_LENGTH, PLAN_MAX_LENGTH, type PolicyView } from '#domain/schemas/policy';
import { Alert } from '#web/components/alert';
import { Button } from '#web/components/button';
import { type FieldMessages, fieldBinder, focusControl } from '#web/components/field-binding';
import { TextAreaField, TextField } from '#web/components/form-fields';
import { ApiError } from '#web/lib/api-client';
import { toast } from '#web/lib/toast/toast';
import { useUpdatePolicy } from '../api/update-policy';
import {
  type DetailsField,
  type DetailsFormValues,
  detailsFromPolicy,
  detailsProblem,
  detailsUpdate,
} from '../details-form-values';
import {
  type DocumentTypeRow,
  documentTypeProblem,
  documentTypesFromPolicy,
  documentTypesUpdate,
} from '../document-types-values';
import { DocumentTypesFieldset } from './document-types-fieldset';
import { CoverDatesRow, InsuranceTypeField, PolicyNameField } from './policy-fields';

export const DETAILS_SAVED = 'Policy details saved';
const DETAILS_SAVE_FAILED = 'Error saving policy details';
const NOT_FOUND_HINT = 'Not found in your documents. Please fill it in.';
const PLAN_HINT = 'If your documents list several plans (e.g. Silver, Gold), the one you hold.';
const DATES_HINT = 'Leave both empty if your documents do not state them.';

interface PolicyDetailsFormProps {
  readonly policy: PolicyView;
  readonly insuranceTypes: readonly InsuranceType[] | undefined;
  readonly title: string;
  /** Shown as a Cancel button, and called after a save, when the form is opened from a policy card. */
  readonly onDone?: () => void;
}

/** The form's state: values, the first problem, the server's answer, and saving. */
function useDetailsForm(policy: PolicyView, onDone: (() => void) | undefined) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<DetailsFormValues>(() => detailsFromPolicy(policy));
  const [problem, setProblem] = useState<{ field: DetailsField; message: string }>();
  const documents = useDocumentTypes(policy);
  const [serverError, setServerError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const updatePolicy = useUpdatePolicy();

  function edited() {
    setServerError(undefined);
    setSaved(false);
  }

  function update(field: DetailsField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setProblem(undefined);
    edited();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = detailsProblem(values);
    if (found) {
      setProblem(found);
      focusControl(formRef.current, found.field);
      return;
    }
    if (!documents.check(formRef.current)) return;
    const changedTypes = documentTypesUpdate(policy, documents.rows);
    const details = {
      ...detailsUpdate(values),
      ...(changedTypes.length > 0 ? { documents: changedTypes } : {}),
    };
    updatePolicy.mutate(
      { policyId: policy.id, details },
      {
        onSuccess: (corrected) => {
          setValues(detailsFromPolicy(corrected));
          documents.reset(corrected);
          setSaved(true);
          toast.success(DETAILS_SAVED);
          onDone?.();
        },
        onError: (error) =>
          setServerError(
            error instanceof ApiError && error.status === 400 ? error.message : DETAILS_SAVE_FAILED,
          ),
      },
    );
  }

  const errors: FieldMessages<DetailsFormValues> = problem ? { [problem.field]: problem.message } : {};
  // "Not found" only for what the documents were read for and did not state, until it is filled in.
  const detected = policy.source !== 'upload';
  const notFound = (field: 'insurer' | 'startDate' | 'endDate') =>
    detected && policy[field] === null && values[field] === '' ? NOT_FOUND_HINT : undefined;
  return {
    formRef,
    documents: { ...documents, change: documents.changeWith(edited) },
    field: fieldBinder(values, errors, update),
    notFound,
    submit,
    serverError,
    saved,
    saving: updatePolicy.isPending,
  };
}

/** What each document is, as the user corrects it, and the first problem with it. */
function useDocumentTypes(policy: PolicyView) {
  const [rows, setRows] = useState<DocumentTypeRow[]>(() => documentTypesFromPolicy(policy));
  const [problem, setProblem] = useState<{ id: string; message: string }>();
  return {
    rows,
    problem,
    reset: (corrected: PolicyView) => setRows(documentTypesFromPolicy(corrected)),
    /** Whether the types can be saved; if not, the message is shown and its field focused. */
    check(form: HTMLFormElement | null): boolean {
      const found = documentTypeProblem(rows);
      setProblem(found);
      if (found) focusControl(form, `${found.id}-name`);
      return !found;
    },
    changeWith:
      (edited: () => void) =>
      (id: string, change: Partial<Pick<DocumentTypeRow, 'fileType' | 'customName'>>) => {
        setRows((current) => current.map((row) => (row.id === id ? { ...row, ...change } : row)));
        setProblem(undefined);
        edited();
      },
  };
}

type DetailsForm = ReturnType<typeof useDetailsForm>;

function WhatFields({
  form,
  insuranceTypes,
}: { readonly form: DetailsForm } & Pick<PolicyDetailsFormProps, 'insuranceTypes'>) {
  const { field, notFound } = form;
  return (
    <>
      <PolicyNameField {...field('name')} />
      <div className="form__row">
        <InsuranceTypeField
          insuranceTypes={insuranceTypes}
          placeholder={insuranceTypes ? 'Select insurance type' : 'Loading insurance types…'}
          {...field('insuranceTypeId')}
        />
        <TextField
          label="Insurer"
          maxLength={120}
          autoComplete="off"
          hint={notFound('insurer')}
          {...field('insurer')}
        />
      </div>
      <TextField
        label="Plan"
        maxLength={PLAN_MAX_LENGTH}
        autoComplete="off"
        hint={PLAN_HINT}
        {...field('plan')}
      />
    </>
  );
}

function WhenFields({ form }: { readonly form: DetailsForm }) {
  const { field, notFound } = form;
  return (
    <>
      <CoverDatesRow
        start={{ hint: notFound('startDate') ?? DATES_HINT, ...field('startDate') }}
        end={{ hint: notFound('endDate'), ...field('endDate') }}
      />
      <TextAreaField
        label="Notes"
        rows={3}
        maxLength={NOTES_MAX_LENGTH}
        hint="Only you see these: a renewal reminder, a claims number, your broker."
        {...field('notes')}
      />
    </>
  );
}

/** A policy's details, editable: after 1 Click Upload or by e-mail, and from Edit on any policy. */
export function PolicyDetailsForm({ policy, insuranceTypes, title, onDone }: PolicyDetailsFormProps) {
  const titleId = useId();
  const form = useDetailsForm(policy, onDone);
  return (
    <form
      ref={form.formRef}
      className="form detected-details"
      noValidate
      aria-labelledby={titleId}
      onSubmit={form.submit}
    >
      <h4 id={titleId} className="detected-details__title">
        {title}
      </h4>
      {form.serverError && (
        <Alert tone="error">
          <p>{form.serverError}</p>
        </Alert>
      )}
      <WhatFields form={form} insuranceTypes={insuranceTypes} />
      <WhenFields form={form} />
      <DocumentTypesFieldset
        rows={form.documents.rows}
        problem={form.documents.problem}
        onChange={form.documents.change}
      />
      <div className="detected-details__actions">
        <Button type="submit" disabled={form.saving}>
          {form.saving ? 'Saving…' : 'Save details'}
        </Button>
        {onDone && (
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        )}
        {form.saved && (
          <p className="detected-details__saved" role="status">
            Saved
          </p>
        )}
      </div>
    </form>
  );
}
