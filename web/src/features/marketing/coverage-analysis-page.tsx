import { Link } from 'react-router';
import {
  DETAILED_UPLOAD_MAX_BYTES,
  MAX_POLICIES,
  megabytes,
  QUICK_UPLOAD_POLICY_MAX_BYTES,
} from '#domain/constants';
import { pageMeta } from '#web/content/page-meta';
import { usePageMeta } from '#web/content/use-page-meta';
import { paths } from '#web/lib/paths';
import { MarketingActions } from './marketing-actions';
import { HowItWorks, type Limitation, PageRef, type Step, WhatItCannotDo } from './marketing-sections';
import './marketing.css';

const steps: readonly Step[] = [
  {
    title: 'Add your policies',
    text: `Upload up to ${MAX_POLICIES} policy documents as PDFs: the schedule, the full policy wording and the summary (in the UK, the Insurance Product Information Document). You can also forward them from your email inbox.`,
  },
  {
    title: 'Choose an item',
    text: 'Pick your smartphone, home, health or travel. PolicyLens reads the documents of the matching policy and finds the overall limit, the limits for each kind of cover, and the excess.',
  },
  {
    title: 'Check every figure',
    text: 'Each amount links to the page of your policy it came from, with the words it was read from, so you can check it yourself in seconds. Where the document does not state a limit, you see “Not Available”, never a guess.',
  },
  {
    title: 'Compare and fill the gaps',
    text: 'When more than one of your policies covers the same item, see them side by side, including where you may be paying twice for the same risk. Missing an item type? Ask us to support it.',
  },
];

const limitations: readonly Limitation[] = [
  {
    question: 'Can it tell me about cover my documents do not mention?',
    answer:
      'No. It only reports what your documents say. If a limit is not written in them, you see “Not Available”, and the right next step is to ask your insurer.',
  },
  {
    question: 'Does it know whether my policy is still active?',
    answer:
      'No. It cannot see your insurer’s records, so it does not know whether your premiums are paid, whether the policy has been renewed or whether changes were made that are not in the documents you uploaded.',
  },
  {
    question: 'Is it financial advice?',
    answer:
      'No. It helps you understand what your policies already say. It does not recommend products, and it is not a decision by your insurer.',
  },
  {
    question: 'Can it read any document?',
    answer: `It reads PDFs with real text in them, up to ${megabytes(DETAILED_UPLOAD_MAX_BYTES, ' ')} each (${megabytes(QUICK_UPLOAD_POLICY_MAX_BYTES, ' ')} for a policy document sent with 1 Click Upload or by e-mail). Photos or scans of paper documents without a text layer cannot be read reliably.`,
  },
];

/** A static example of the result card, with illustrative figures. */
function ExampleCoverageCard() {
  return (
    <figure className="example-card">
      <div className="example-card__header">
        <span className="example-card__badge">Example</span>
        <p className="example-card__title">Smartphone</p>
        <p className="example-card__subtitle">From: Home Insurance (contents with personal possessions)</p>
      </div>
      <div className="example-card__headline">
        <span>Covered up to</span>
        <strong>£1,500</strong>
        <PageRef page={9} />
      </div>
      <dl className="example-card__rows">
        <div>
          <dt>Accidental damage</dt>
          <dd>
            Covered <PageRef page={11} />
          </dd>
        </div>
        <div>
          <dt>Theft away from home</dt>
          <dd>
            £1,500 <PageRef page={9} />
          </dd>
        </div>
        <div>
          <dt>Loss</dt>
          <dd className="example-card__missing">Not Available</dd>
        </div>
        <div>
          <dt>Excess</dt>
          <dd>
            £100 <PageRef page={4} />
          </dd>
        </div>
      </dl>
      <blockquote className="example-card__quote">
        &ldquo;The most we will pay for any one item of personal possessions is £1,500.&rdquo;
      </blockquote>
      <figcaption className="example-card__caption">
        An example result. The figures are illustrative; yours come from your own documents.
      </figcaption>
    </figure>
  );
}

export function CoverageAnalysisPage() {
  usePageMeta(pageMeta.coverage);
  return (
    <div className="page marketing">
      <div className="marketing-hero">
        <div className="marketing-hero__text">
          <p className="eyebrow">Free for UK, US and Australian policyholders</p>
          <h1>Coverage Analysis</h1>
          <p className="lead">
            See what your policies really cover for the things you own: your smartphone, your home, your
            health and your travel. Every amount is traced to the page of your policy it came from, so you can
            spot gaps and overlaps before you need to claim.
          </p>
          <MarketingActions toolPath={paths.itemCoverage} toolLabel="Check your coverage" />
        </div>
        <ExampleCoverageCard />
      </div>

      <HowItWorks steps={steps} />

      <section className="marketing-section" aria-labelledby="what-it-reads-title">
        <h2 id="what-it-reads-title">What it reads, and what you get</h2>
        <ul className="marketing-points">
          <li>
            <strong>Your own documents, nothing else.</strong> The figures come from the text of the PDFs you
            upload, not from a database of typical policies.
          </li>
          <li>
            <strong>Limits for each kind of cover.</strong> For example accidental damage, theft, loss,
            single-item limits and medical or cancellation cover, depending on the item.
          </li>
          <li>
            <strong>The excess you would pay.</strong> So you know what a claim would actually be worth.
          </li>
          <li>
            <strong>A page reference for every figure.</strong> Open the page and read the clause for
            yourself.
          </li>
        </ul>
      </section>

      <WhatItCannotDo items={limitations} />

      <section className="marketing-cta" aria-labelledby="coverage-cta-title">
        <h2 id="coverage-cta-title">Find out what you are covered for</h2>
        <p>
          It is free, and it takes a few minutes to upload a policy. Want to check a claim too? See{' '}
          <Link to={paths.claimAssessment}>Claim Assessment</Link>.
        </p>
        <MarketingActions toolPath={paths.itemCoverage} toolLabel="Check your coverage" />
      </section>
    </div>
  );
}
