import { type FormEvent, useId, useState } from 'react';
import type { PolicyDatesUsed, PolicyDateUsed } from '#domain/schemas/claim';
import { Button } from '#web/components/button';
import { FieldError, TextField } from '#web/components/form-fields';
import { PageLink } from '#web/components/pdf-page-viewer/pdf-page-viewer';
import type { CompletedAssessment } from '../api/get-assessments';
import { formatPolicyDay, POLICY_DATE_SOURCE_LABELS, POLICY_DETAILS_SOURCE } from '../claim-display';
import type { PolicyDatesInput } from '../claim-form-values';

/** Where one date came from: 'you entered', 'read from the policy, page N' (opening it), 'not stated'. */
function DateSource({ used, label, policyId }: { used: PolicyDateUsed; label: string; policyId: string }) {
  const { citation } = used;
  if (used.source !== 'policy') return <>{POLICY_DATE_SOURCE_LABELS[used.source]}</>;
  if (!citation) return <>{POLICY_DETAILS_SOURCE}</>;
  const target = {
    policyId,
    fileId: citation.fileId,
    fileName: citation.file,
    page: citation.page,
    quote: citation.quote,
    subject: label,
  };
  return (
    <>
      {POLICY_DATE_SOURCE_LABELS.policy},{' '}
      <PageLink target={target}>
        page {citation.page}
        <span className="visually-hidden"> of {citation.file}</span>
      </PageLink>
    </>
  );
}

interface EditDatesProps {
  readonly dates: PolicyDatesUsed;
  /** Sends the claim again with the dates; resolves with a message when it could not. */
  readonly onRedate: (dates: PolicyDatesInput) => Promise<string | undefined>;
  readonly submitting: boolean;
}

/** The dates used, to correct: the claim is assessed again with them. */
function EditDates({ dates, onRedate, submitting }: EditDatesProps) {
  const id = useId();
  const [values, setValues] = useState<PolicyDatesInput>({
    policyStartDate: dates.start.date ?? '',
    policyEndDate: dates.end.date ?? '',
  });
  const [error, setError] = useState<string>();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!submitting) setError(await onRedate(values));
  }
  const field = (name: keyof PolicyDatesInput) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setError(undefined);
    },
  });
  return (
    <form noValidate className="claim-dates__form" onSubmit={(event) => void submit(event)}>
      <div className="form__row">
        <TextField label="Policy start date" type="date" {...field('policyStartDate')} />
        <TextField label="Policy end date" type="date" hint="Optional" {...field('policyEndDate')} />
      </div>
      {error && (
        <div role="alert">
          <FieldError id={`${id}-error`}>{error}</FieldError>
        </div>
      )}
      <Button type="submit" variant="secondary" aria-disabled={submitting || undefined}>
        Re-assess with these dates
      </Button>
    </form>
  );
}

interface PolicyDatesSectionProps extends Omit<EditDatesProps, 'dates'> {
  readonly assessment: CompletedAssessment;
}

/** The policy period the claim was assessed against, where each date came from, and a way to correct them. */
export function PolicyDatesSection({ assessment, ...edit }: PolicyDatesSectionProps) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const dates = assessment.policyDates;
  if (!dates) return null;
  const rows = [
    { label: 'Policy start', used: dates.start },
    { label: 'Policy end', used: dates.end },
  ];
  return (
    <section className="claim-result__section claim-dates" aria-labelledby={id}>
      <h3 id={id}>Policy dates used</h3>
      <dl className="claim-money">
        {rows.map(({ label, used }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <span className="claim-money__amount">{formatPolicyDay(used.date)}</span>
              {used.date && (
                <span className="claim-dates__source">
                  {' '}
                  (<DateSource used={used} label={label} policyId={assessment.policyId} />)
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {editing ? (
        <EditDates dates={dates} {...edit} />
      ) : (
        <Button variant="secondary" className="button--small" onClick={() => setEditing(true)}>
          Edit dates
        </Button>
      )}
    </section>
  );
}
