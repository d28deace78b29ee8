import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HOTEL_THEFT } from '#tests/fixtures/hotel-theft';
import type { CompletedAssessment } from '#web/features/claims/api/get-assessments';
import { AssessmentResult } from '#web/features/claims/components/assessment-result';
import { SessionContext, SIGNED_OUT_SESSION } from '#web/lib/auth/session-context';

const ANSWER_STEP =
  'Answer the questions above, or ask your insurer, to settle what the documents leave open.';

/** A result as an older record may hold it: a payout and a prompt to answer questions, and no questions. */
function stored(verdict: CompletedAssessment['verdict']): CompletedAssessment {
  return {
    ...HOTEL_THEFT,
    id: '01J00000000000000000000001',
    policyId: '01J00000000000000000000002',
    status: 'completed',
    verdict,
    reasons: ['The policy does not say.'],
    citations: [],
    exclusions: [],
    excess: null,
    limit: null,
    estimatedPayout: 4000,
    currency: 'GBP',
    checks: [],
    nextSteps: [ANSWER_STEP],
    questions: [],
    answers: {},
  } as unknown as CompletedAssessment;
}

function shown(assessment: CompletedAssessment): string {
  const html = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <SessionContext.Provider value={SIGNED_OUT_SESSION}>
        <AssessmentResult assessment={assessment} country="GB" files={[]} />
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe('a claim result on the page', () => {
  it('shows no payout estimate on an unclear or unlikely verdict, and no prompt to answer absent questions', () => {
    for (const verdict of ['unclear', 'likely_not_covered'] as const) {
      const text = shown(stored(verdict));
      expect(text).not.toContain('Estimated payout');
      expect(text).not.toContain('4,000');
      expect(text).toContain('A payout is estimated only when the claim looks likely to be covered.');
      expect(text).not.toContain('Answer the questions above');
      expect(text).toContain('Ask your insurer to settle what the documents leave open.');
    }
  });

  it('shows the estimate on a likely-covered verdict, and how it was reached', () => {
    const text = shown(stored('likely_covered'));
    expect(text).toContain('Estimated payout £4,000');
    expect(text).toContain('The estimate is your claimed value');
  });

  it('shows neither a payout line nor how an estimate is reached when a covered claim has no figure', () => {
    const text = shown({ ...stored('likely_covered'), estimatedPayout: null });
    expect(text).not.toContain('Estimated payout');
    expect(text).not.toContain('N/A');
    expect(text).not.toContain('The estimate is');
    expect(text).toContain('No payout could be estimated from what the policy states.');
  });
});
