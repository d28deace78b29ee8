import { type ReactNode, useId } from 'react';
import { formatMoney, NO_FIGURE, NOT_AVAILABLE } from '#domain/money';
import type { PolicyView } from '#domain/schemas/policy';
import { PageLink, type PdfPageTarget } from '#web/components/pdf-page-viewer/pdf-page-viewer';
import type { Citation, CompletedAssessment } from '../api/get-assessments';
import { asSentence, CHECK_OUTCOME_LABELS, VERDICT_SUMMARIES } from '../claim-display';
import { OutcomeIcon } from './claim-icons';
import { VerdictBadge } from './verdict-badge';

type PolicyFile = PolicyView['files'][number];

interface CitedPageProps {
  readonly assessment: CompletedAssessment;
  readonly citation: Citation;
  readonly files: readonly PolicyFile[] | undefined;
  readonly subject: string;
}

/** 'page N' under a clause: opens the policy's document at that page with the words marked. */
function CitedPage({ assessment, citation, files, subject }: CitedPageProps) {
  const target: PdfPageTarget = {
    policyId: assessment.policyId,
    // Older results and date checks name the file only; find it among the policy's files.
    fileId: citation.fileId ?? files?.find((f) => f.name === citation.file)?.id ?? null,
    fileName: citation.file,
    page: citation.page,
    quote: citation.quote,
    subject,
  };
  return (
    <PageLink target={target}>
      page {citation.page}
      <span className="visually-hidden">
        {' '}
        of {citation.file}: {subject}
      </span>
    </PageLink>
  );
}

interface SectionProps {
  readonly assessment: CompletedAssessment;
  readonly files: readonly PolicyFile[] | undefined;
  /** Prefix of the section headings' ids. */
  readonly headingId: string;
}

/** Limit, excess and the estimated payout, each with the page it is quoted from. */
function MoneySection({
  assessment,
  files,
  headingId,
  country,
}: SectionProps & { readonly country: string | undefined }) {
  const { limit, excess } = assessment;
  const money = (figure: { amount: number; currency: string | null } | null, missing: string) =>
    formatMoney(figure?.amount, figure?.currency ?? assessment.currency, country, missing);
  return (
    <section className="claim-result__section" aria-labelledby={`${headingId}-money`}>
      <h3 id={`${headingId}-money`}>Limit, excess and payout</h3>
      <dl className="claim-money">
        <div>
          <dt>Limit</dt>
          <dd>
            <span className="claim-money__amount">{money(limit, NOT_AVAILABLE)}</span>
            {limit?.citation && (
              <CitedPage assessment={assessment} citation={limit.citation} files={files} subject="Limit" />
            )}
          </dd>
        </div>
        <div>
          <dt>Excess</dt>
          <dd>
            <span className="claim-money__amount">{money(excess, NOT_AVAILABLE)}</span>
            {excess?.citation && (
              <CitedPage assessment={assessment} citation={excess.citation} files={files} subject="Excess" />
            )}
          </dd>
        </div>
        <div>
          <dt>Estimated payout</dt>
          <dd>
            <span className="claim-money__amount">
              {formatMoney(assessment.estimatedPayout, assessment.currency, country, NO_FIGURE)}
            </span>
          </dd>
        </div>
      </dl>
      <p className="claim-result__hint">
        The estimate is your claimed value of{' '}
        {formatMoney(assessment.estimatedValue, assessment.currency, country)}, up to the limit, less the
        excess. Your insurer decides the final amount.
      </p>
    </section>
  );
}

function ClausesSection({ assessment, files, headingId }: SectionProps) {
  return (
    <section className="claim-result__section" aria-labelledby={`${headingId}-clauses`}>
      <h3 id={`${headingId}-clauses`}>Clauses relied on</h3>
      {assessment.citations.length > 0 ? (
        <ul className="claim-clauses">
          {assessment.citations.map((citation) => (
            <li key={`${citation.file}#${citation.page}#${citation.quote}`} className="claim-clause">
              <blockquote className="claim-clause__quote">
                <p>“{citation.quote}”</p>
              </blockquote>
              <p className="claim-clause__source">
                {citation.file},{' '}
                <CitedPage assessment={assessment} citation={citation} files={files} subject="Clause" />
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="claim-result__empty">No clause of the policy could be quoted for this claim.</p>
      )}
    </section>
  );
}

function ExclusionsSection({ assessment, files, headingId }: SectionProps) {
  return (
    <section className="claim-result__section" aria-labelledby={`${headingId}-exclusions`}>
      <h3 id={`${headingId}-exclusions`}>Exclusions that may apply</h3>
      {assessment.exclusions.length > 0 ? (
        <ul className="claim-clauses">
          {assessment.exclusions.map((exclusion) => (
            <li key={exclusion.title} className="claim-clause claim-clause--exclusion">
              <p className="claim-clause__title">{exclusion.title}</p>
              {exclusion.citation && (
                <>
                  <blockquote className="claim-clause__quote">
                    <p>“{exclusion.citation.quote}”</p>
                  </blockquote>
                  <p className="claim-clause__source">
                    {exclusion.citation.file},{' '}
                    <CitedPage
                      assessment={assessment}
                      citation={exclusion.citation}
                      files={files}
                      subject={exclusion.title}
                    />
                  </p>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="claim-result__empty">None of the policy's exclusions matched what you told us.</p>
      )}
    </section>
  );
}

function ChecksSection({ assessment, files, headingId }: SectionProps) {
  return (
    <section className="claim-result__section" aria-labelledby={`${headingId}-checks`}>
      <h3 id={`${headingId}-checks`}>Dates and deadlines</h3>
      {assessment.checks.length > 0 ? (
        <ul className="claim-checks">
          {assessment.checks.map((check) => (
            <li key={check.id} className={`claim-check claim-check--${check.outcome}`}>
              <OutcomeIcon outcome={check.outcome} />
              <div className="claim-check__text">
                <p className="claim-check__label">
                  {check.label}:{' '}
                  <span className="claim-check__outcome">{CHECK_OUTCOME_LABELS[check.outcome]}</span>
                </p>
                <p className="claim-check__detail">{check.detail}</p>
                {check.citation && (
                  <CitedPage
                    assessment={assessment}
                    citation={check.citation}
                    files={files}
                    subject={check.label}
                  />
                )}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="claim-result__empty">No date or deadline checks applied.</p>
      )}
    </section>
  );
}

interface AssessmentResultProps {
  readonly assessment: CompletedAssessment;
  readonly country: string | undefined;
  /** The assessed policy's files, to open cited pages that name only a file. */
  readonly files: readonly PolicyFile[] | undefined;
  /** Shown right under the verdict (the questions an unclear one asks). */
  readonly afterVerdict?: ReactNode;
}

/** A completed assessment: verdict, reasons, the clauses behind it, money, checks and next steps. */
export function AssessmentResult({ assessment, country, files, afterVerdict }: AssessmentResultProps) {
  const headingId = useId();
  const { verdict } = assessment;
  const sections = { assessment, files, headingId };
  return (
    <>
      <div className={`claim-verdict claim-verdict--${verdict}`}>
        <VerdictBadge verdict={verdict} />
        <p className="claim-verdict__summary">{VERDICT_SUMMARIES[verdict]}</p>
      </div>

      {afterVerdict}

      <div className="claim-result__columns">
        <section className="claim-result__section" aria-labelledby={`${headingId}-why`}>
          <h3 id={`${headingId}-why`}>Why</h3>
          {assessment.reasons.length > 0 ? (
            <ul className="claim-result__list">
              {assessment.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          ) : (
            <p className="claim-result__empty">No reasons were given.</p>
          )}
        </section>
        <MoneySection {...sections} country={country} />
      </div>
      <ClausesSection {...sections} />
      <ExclusionsSection {...sections} />
      <ChecksSection {...sections} />
      {assessment.nextSteps.length > 0 && (
        <section className="claim-result__section" aria-labelledby={`${headingId}-next`}>
          <h3 id={`${headingId}-next`}>Next steps</h3>
          <ol className="claim-result__list claim-result__list--steps">
            {assessment.nextSteps.map((step) => (
              <li key={step}>{asSentence(step)}</li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}
