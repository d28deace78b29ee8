import { Link } from 'react-router';
import { FROM_SCAN_WORDS } from '#domain/citations';
import {
  DETAILED_UPLOAD_MAX_BYTES,
  MAX_POLICIES,
  megabytes,
  QUICK_UPLOAD_POLICY_MAX_BYTES,
} from '#domain/constants';
import { pageMeta } from '#web/content/page-meta';
import { paths } from '#web/lib/paths';
import { ExampleCard, ExampleRows, PageRef } from './marketing-sections';
import { ToolPage, type ToolPageContent } from './tool-page';

/** A static example of the result card, with illustrative figures. */
function ExampleCoverageCard() {
  return (
    <ExampleCard
      title="Smartphone"
      subtitle="From: Home Insurance (contents with personal possessions)"
      caption="An example result. The figures are illustrative; yours come from your own documents."
    >
      <div className="example-card__headline">
        <span>Covered up to</span>
        <strong>£1,500</strong>
        <PageRef page={9} />
      </div>
      <ExampleRows
        rows={[
          { term: 'Accidental damage', value: 'Covered', page: 11 },
          { term: 'Theft away from home', value: '£1,500', page: 9 },
          { term: 'Loss', value: 'Not Available', className: 'example-card__missing' },
          { term: 'Excess', value: '£100', page: 4 },
        ]}
      />
      <blockquote className="example-card__quote">
        &ldquo;The most we will pay for any one item of personal possessions is £1,500.&rdquo;
      </blockquote>
    </ExampleCard>
  );
}

const content: ToolPageContent = {
  meta: pageMeta.coverage,
  eyebrow: 'Free for UK, US and Australian policyholders',
  title: 'Coverage Analysis',
  lead: 'See what your policies really cover for the things you own: your smartphone, your home, your health and your travel. Every amount is traced to the page of your policy it came from, so you can spot gaps and overlaps before you need to claim.',
  tool: { path: paths.itemCoverage, label: 'Check your coverage' },
  example: <ExampleCoverageCard />,
  steps: [
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
  ],
  points: {
    id: 'what-it-reads-title',
    title: 'What it reads, and what you get',
    items: [
      {
        title: 'Your own documents, nothing else.',
        text: 'The figures come from the text of the PDFs you upload, not from a database of typical policies.',
      },
      {
        title: 'Limits for each kind of cover.',
        text: 'For example accidental damage, theft, loss, single-item limits and medical or cancellation cover, depending on the item.',
      },
      { title: 'The excess you would pay.', text: 'So you know what a claim would actually be worth.' },
      {
        title: 'A page reference for every figure.',
        text: 'Open the page and read the clause for yourself.',
      },
    ],
  },
  limitations: [
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
      answer: `It reads PDFs, up to ${megabytes(DETAILED_UPLOAD_MAX_BYTES, ' ')} each (${megabytes(QUICK_UPLOAD_POLICY_MAX_BYTES, ' ')} for a policy document sent with 1 Click Upload or by e-mail). Scanned policies are read too: the words are read from the page images by OCR (optical character recognition), and every figure taken from a scanned page is marked “${FROM_SCAN_WORDS}”, so you can check it against the page.`,
    },
  ],
  cta: {
    id: 'coverage-cta-title',
    title: 'Find out what you are covered for',
    text: (
      <>
        It is free, and it takes a few minutes to upload a policy. Want to check a claim too? See{' '}
        <Link to={paths.claimAssessment}>Claim Assessment</Link>.
      </>
    ),
  },
};

export function CoverageAnalysisPage() {
  return <ToolPage {...content} />;
}
