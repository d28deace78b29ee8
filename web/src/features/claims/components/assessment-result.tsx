import { type ReactNode, useId } from 'react';
import { consistentOutcome } from '#domain/claim-outcome';
import { formatMoney, NOT_AVAILABLE } from '#domain/money';
import type { PolicyView } from '#domain/schemas/policy';
import { PageLink, type PdfPageTarget } from '#web/components/pdf-page-viewer/pdf-page-viewer';
import type { Citation, CompletedAssessment } from '../api/get-assessments';
import { asSentence, CHECK_OUTCOME_LABELS, VERDICT_SUMMARIES } from '../claim-display';
import { ComplaintPanel } from '../complaint/complaint-panel';
import { OutcomeIcon } from './claim-icons';
import { VerdictBadge } from './verdict-badge';

type PolicyFile = PolicyView['files'][number];

/** What a cited page is opened from: the assessed policy, and its files to find one named only. */
interface CitationSource {
  readonly assessment: CompletedAssessment;
  readonly files: readonly PolicyFile[] | undefined;
}

interface CitedPageProps {
  readonly source: CitationSource;
  readonly citation: Citation;
  readonly subject: string;
}

/** 'page N' under a clause: opens the policy's document at that page with the words marked. */
function CitedPage({ source, citation, subject }: CitedPageProps) {
  const target: PdfPageTarget = {
    policyId: source.assessment.policyId,
    // Older results and date checks name the file only; find it among the policy's files.
    fileId: citation.fileId ?? source.files?.find((f) => f.name === citation.file)?.id ?? null,
    fileName: citation.file,
    page: citation.page,
    quote: citation.quote,
    ...(citation.fromScan && { fromScan: true }),
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

/** A clause quoted from the policy, with the document and page it is on. */
function QuotedClause(props: CitedPageProps) {
  return (
    <>
      <blockquote className="claim-clause__quote">
        <p>“{props.citation.quote}”</p>
      </blockquote>
      <p className="claim-clause__source">
        {props.citation.file}, <CitedPage {...props} />
      </p>
    </>
  );
}

interface ResultSectionProps {
  readonly id: string;
  readonly title: string;
  readonly children: ReactNode;
}

/** One titled part of the result. */
function ResultSection({ id, title, children }: ResultSectionProps) {
  return (
    <section className="claim-result__section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

interface ListSectionProps<T> extends Omit<ResultSectionProps, 'children'> {
  readonly items: readonly T[];
  readonly listClassName: string;
  /** What is said when there is nothing to list. */
  readonly empty: string;
  /** One list item (with its key) for each of `items`. */
  readonly children: (item: T) => ReactNode;
}

/** A part of the result that lists things, or says there are none. */
function ListSection<T>({ items, listClassName, empty, children, ...section }: ListSectionProps<T>) {
  return (
    <ResultSection {...section}>
      {items.length > 0 ? (
        <ul className={listClassName}>{items.map((item) => children(item))}</ul>
      ) : (
        <p className="claim-result__empty">{empty}</p>
      )}
    </ResultSection>
  );
}

interface SectionProps {
  readonly source: CitationSource;
  /** Prefix of the section headings' ids. */
  readonly headingId: string;
}

/** One figure of the money section, with the page it is quoted from. */
function MoneyRow(props: {
  readonly label: string;
  readonly amount: string;
  readonly source: CitationSource;
  readonly citation?: Citation | null | undefined;
}) {
  return (
    <div>
      <dt>{props.label}</dt>
      <dd>
        <span className="claim-money__amount">{props.amount}</span>
        {props.citation && (
          <CitedPage source={props.source} citation={props.citation} subject={props.label} />
        )}
      </dd>
    </div>
  );
}

/**
 * Under the figures: how the payout was estimated when one was, else why there is none. The
 * payout's line is shown only with a figure, so neither says what the other denies.
 */
function payoutNote(assessment: CompletedAssessment, value: string): ReactNode {
  if (assessment.estimatedPayout !== null)
    return (
      <>
        The estimate is your claimed value of {value}, up to the limit, less the excess. Your insurer decides
        the final amount.
      </>
    );
  return assessment.verdict === 'likely_covered'
    ? 'No payout could be estimated from what the policy states. Your insurer decides the amount.'
    : 'A payout is estimated only when the claim looks likely to be covered.';
}

/** Limit, excess and the estimated payout (when there is one), each with the page it is quoted from. */
function MoneySection({
  source,
  headingId,
  country,
}: SectionProps & { readonly country: string | undefined }) {
  const { assessment } = source;
  const { limit, excess, currency, estimatedPayout } = assessment;
  const money = (
    amount: number | null | undefined,
    figureCurrency: string | null | undefined,
    missing: string,
  ) => formatMoney(amount, figureCurrency ?? currency, country, missing);
  return (
    <ResultSection id={`${headingId}-money`} title="Limit, excess and payout">
      <dl className="claim-money">
        <MoneyRow
          label="Limit"
          amount={money(limit?.amount, limit?.currency, NOT_AVAILABLE)}
          source={source}
          citation={limit?.citation}
        />
        <MoneyRow
          label="Excess"
          amount={money(excess?.amount, excess?.currency, NOT_AVAILABLE)}
          source={source}
          citation={excess?.citation}
        />
        {estimatedPayout !== null && (
          <MoneyRow
            label="Estimated payout"
            amount={formatMoney(estimatedPayout, currency, country)}
            source={source}
          />
        )}
      </dl>
      <p className="claim-result__hint">
        {payoutNote(assessment, formatMoney(assessment.estimatedValue, currency, country))}
      </p>
    </ResultSection>
  );
}

/** The clauses relied on, and the exclusions that may apply, each quoted with its page. */
function ClauseSections({ source, headingId }: SectionProps) {
  const { citations, exclusions } = source.assessment;
  return (
    <>
      <ListSection
        id={`${headingId}-clauses`}
        title="Clauses relied on"
        items={citations}
        listClassName="claim-clauses"
        empty="No clause of the policy could be quoted for this claim."
      >
        {(citation) => (
          <li key={`${citation.file}#${citation.page}#${citation.quote}`} className="claim-clause">
            <QuotedClause source={source} citation={citation} subject="Clause" />
          </li>
        )}
      </ListSection>
      <ListSection
        id={`${headingId}-exclusions`}
        title="Exclusions that may apply"
        items={exclusions}
        listClassName="claim-clauses"
        empty="None of the policy's exclusions matched what you told us."
      >
        {(exclusion) => (
          <li key={exclusion.title} className="claim-clause claim-clause--exclusion">
            <p className="claim-clause__title">{exclusion.title}</p>
            {exclusion.citation && (
              <QuotedClause source={source} citation={exclusion.citation} subject={exclusion.title} />
            )}
          </li>
        )}
      </ListSection>
    </>
  );
}

function ChecksSection({ source, headingId }: SectionProps) {
  const { checks } = source.assessment;
  return (
    <ListSection
      id={`${headingId}-checks`}
      title="Dates and deadlines"
      items={checks}
      listClassName="claim-checks"
      empty="No date or deadline checks applied."
    >
      {(check) => (
        <li key={check.id} className={`claim-check claim-check--${check.outcome}`}>
          <OutcomeIcon outcome={check.outcome} />
          <div className="claim-check__text">
            <p className="claim-check__label">
              {check.label}:{' '}
              <span className="claim-check__outcome">{CHECK_OUTCOME_LABELS[check.outcome]}</span>
            </p>
            <p className="claim-check__detail">{check.detail}</p>
            {check.citation && <CitedPage source={source} citation={check.citation} subject={check.label} />}
          </div>
        </li>
      )}
    </ListSection>
  );
}

interface AssessmentResultProps {
  readonly assessment: CompletedAssessment;
  readonly country: string | undefined;
  /** The assessed policy's files, to open cited pages that name only a file. */
  readonly files: readonly PolicyFile[] | undefined;
  /** Shown right under the verdict (the questions an unclear one asks). */
  readonly afterVerdict?: ReactNode;
  /** Shown before the date checks (the policy dates the assessment used). */
  readonly beforeChecks?: ReactNode;
}

/** A completed assessment: verdict, reasons, the clauses behind it, money, checks and next steps. */
export function AssessmentResult({
  country,
  files,
  afterVerdict,
  beforeChecks,
  ...props
}: AssessmentResultProps) {
  const headingId = useId();
  // Results stored before the rule was kept: no payout unless likely covered, no prompt without questions.
  const assessment = consistentOutcome(props.assessment);
  const { verdict, reasons, nextSteps } = assessment;
  const sections = { source: { assessment, files }, headingId };
  return (
    <>
      <div className={`claim-verdict claim-verdict--${verdict}`}>
        <VerdictBadge verdict={verdict} />
        <p className="claim-verdict__summary">{VERDICT_SUMMARIES[verdict]}</p>
      </div>

      {afterVerdict}

      <div className="claim-result__columns">
        <ListSection
          id={`${headingId}-why`}
          title="Why"
          items={reasons}
          listClassName="claim-result__list"
          empty="No reasons were given."
        >
          {(reason) => <li key={reason}>{reason}</li>}
        </ListSection>
        <MoneySection {...sections} country={country} />
      </div>
      <ClauseSections {...sections} />
      {beforeChecks}
      <ChecksSection {...sections} />
      {nextSteps.length > 0 && (
        <ResultSection id={`${headingId}-next`} title="Next steps">
          <ol className="claim-result__list claim-result__list--steps">
            {nextSteps.map((step) => (
              <li key={step}>{asSentence(step)}</li>
            ))}
          </ol>
        </ResultSection>
      )}
      {verdict !== 'likely_covered' && <ComplaintPanel assessment={assessment} country={country} />}
    </>
  );
}
