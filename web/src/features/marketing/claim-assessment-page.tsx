import { Link } from 'react-router';
import { pageMeta } from '#web/content/page-meta';
import { paths } from '#web/lib/paths';
import { ExampleCard, ExampleRows, PageRef } from './marketing-sections';
import { ToolPage, type ToolPageContent } from './tool-page';

/** A static example of an assessment, with illustrative figures. */
function ExampleAssessmentCard() {
  return (
    <ExampleCard
      title="Burst pipe damaged the kitchen floor"
      subtitle="Home Insurance · estimated value £2,400"
      caption="An example assessment. The figures and wording are illustrative; yours come from your own policy."
    >
      <p className="example-card__verdict">
        <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <circle cx="10" cy="10" r="9" fill="currentColor" />
          <path
            d="m6 10.5 2.5 2.5L14 7.5"
            fill="none"
            stroke="#fff"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        Likely covered
      </p>
      <blockquote className="example-card__quote">
        &ldquo;We will pay for loss or damage to your buildings caused by escape of water from any fixed water
        installation.&rdquo; <PageRef page={7} />
      </blockquote>
      <ExampleRows
        rows={[
          { term: 'Excess', value: '£350', page: 3 },
          { term: 'Estimated payout', value: '£2,050' },
          { term: 'Incident in the policy period', value: 'Yes', className: 'example-card__check' },
          { term: 'Reported in time', value: 'Yes', className: 'example-card__check' },
        ]}
      />
      <p className="example-card__next">
        <strong>Next steps:</strong> photos of the damage, the plumber&rsquo;s report and flooring quotes.
      </p>
    </ExampleCard>
  );
}

const content: ToolPageContent = {
  meta: pageMeta.claimAssessment,
  eyebrow: 'Check a claim before you make it',
  title: 'Claim Assessment',
  lead: 'Describe what happened and PolicyLens checks it against your own policy wording: whether the claim is likely to be covered, which clauses and exclusions matter, what your excess and limits mean for a payout, and what to gather before you contact your insurer.',
  tool: { path: paths.assessClaim, label: 'Assess a claim' },
  example: <ExampleAssessmentCard />,
  steps: [
    {
      title: 'Describe what happened',
      text: 'Choose the policy, then give the date and time of the incident, when you reported it, an estimated value and a description in your own words.',
    },
    {
      title: 'We read your policy',
      text: 'PolicyLens finds the clauses of your own policy that apply to what happened: the cover, the exclusions, the excess, the limits and any deadlines for telling your insurer.',
    },
    {
      title: 'Get a clear verdict',
      text: 'Likely covered, likely not covered, or unclear: more information needed. Each comes with the reasons and the clauses it relied on, quoted with their page numbers.',
    },
    {
      title: 'Know what to do next',
      text: 'See the evidence worth gathering, an estimated payout after the excess, and how to complain to the ombudsman in your country if your insurer says no.',
    },
  ],
  points: {
    id: 'what-it-checks-title',
    title: 'What every assessment checks',
    items: [
      {
        title: 'The cover and the exclusions.',
        text: 'The clauses that support your claim and any that may rule it out, such as wear and tear or gradual damage, each quoted with its page.',
      },
      {
        title: 'Dates and deadlines.',
        text: 'Whether the incident falls inside the policy period, and whether it was reported within the time your policy allows.',
      },
      {
        title: 'The money.',
        text: 'The excess and the limit that apply, and an estimated payout from your estimated value.',
      },
      {
        title: 'Your next steps.',
        text: 'The evidence to collect and, if your insurer turns the claim down, how to take a complaint to the Financial Ombudsman Service in the UK, the Australian Financial Complaints Authority, or your state insurance department in the US.',
      },
      {
        title: 'Your history.',
        text: 'Earlier assessments are saved in your account so you can come back to them.',
      },
    ],
  },
  limitations: [
    {
      question: 'Does a “likely covered” verdict mean my insurer will pay?',
      answer:
        'No. The assessment is guidance based on your documents and your description. Only your insurer decides whether a claim is paid, and they may ask for evidence or know facts we do not.',
    },
    {
      question: 'Can it make the claim for me?',
      answer:
        'No. It helps you prepare. You still make the claim with your insurer or broker, using the claims details in your policy documents.',
    },
    {
      question: 'What if my documents do not cover the situation?',
      answer:
        'Then the verdict is “unclear” and we say what is missing, rather than guess. If a limit or excess is not stated, you see “Not Available”.',
    },
    {
      question: 'Is it legal or financial advice?',
      answer:
        'No. For a complex or disputed claim, consider talking to your insurer, a broker or a free advice service. Our Resources page lists some.',
    },
  ],
  cta: {
    id: 'claim-cta-title',
    title: 'Go into your claim prepared',
    text: (
      <>
        Free to use, with your policy&rsquo;s own clauses behind every answer. First time here? Start with{' '}
        <Link to={paths.coverage}>Coverage Analysis</Link> to see what your policies cover, or read our{' '}
        <Link to={paths.resources}>resources</Link>.
      </>
    ),
  },
};

export function ClaimAssessmentPage() {
  return <ToolPage {...content} />;
}
