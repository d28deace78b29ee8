import { describe, expect, it } from 'vitest';
import {
  draftComplaintLetter,
  LETTER_PLACEHOLDERS,
  type LetterAssessment,
  reliedOnClauses,
} from '#domain/complaints/complaint-letter';
import type { AssessmentView } from '#domain/schemas/claim';
import { apiCall } from '#tests/steps/api';
import { hotelTheftClaim, untilSettled } from '#tests/steps/assessments';
import { untracedFacts } from '#tests/steps/complaint-letter';
import { expectMatchesSchema } from '#tests/steps/contract';
import { theLocalStack } from '#tests/steps/local-stack';
import { givenAReadyTravelPolicy } from '#tests/steps/policies';
import { givenASignedInUser, type TestUser } from '#tests/steps/users';

const { appUrl, urls } = theLocalStack();

type Completed = Extract<AssessmentView, { status: 'completed' }>;

/** Sends a claim and reads the settled assessment back through GET /api/assessments/{id}. */
async function assessedClaim(user: TestUser, body: Record<string, unknown>): Promise<Completed> {
  const res = await apiCall(appUrl, user, 'POST', '/api/assessments', body);
  expect(res.status).toBe(202);
  const { id } = (await res.json()) as { id: string };
  await untilSettled(appUrl, user, id);
  const read = await apiCall(appUrl, user, 'GET', `/api/assessments/${id}`);
  const assessment = (await read.json()) as AssessmentView;
  expectMatchesSchema('get-assessment', read.status, assessment);
  if (assessment.status !== 'completed') throw new Error(`the assessment ${assessment.status}`);
  return assessment;
}

/** The insurer of the policy as GET /api/policies gives it. */
async function insurerOf(user: TestUser, policyId: string): Promise<string | null | undefined> {
  const list = (await (await apiCall(appUrl, user, 'GET', '/api/policies')).json()) as {
    policies: { id: string; insurer: string | null }[];
  };
  return list.policies.find((p) => p.id === policyId)?.insurer;
}

/** Every quote the assessment made from the policy, wherever in the answer it is. */
function quotesOf(assessment: LetterAssessment): string[] {
  return [
    ...assessment.citations.map((c) => c.quote),
    ...assessment.exclusions.flatMap((e) => (e.citation ? [e.citation.quote] : [])),
    ...assessment.checks.flatMap((c) => (c.citation ? [c.citation.quote] : [])),
  ];
}

describe('a complaint letter drafted from an assessment read through the API', () => {
  it.each([
    {
      verdict: 'likely_not_covered',
      // After the policy ended.
      claim: { incidentDateTime: '2026-03-01T10:00:00.000Z', reportDateTime: '2026-03-02T10:00:00.000Z' },
    },
    {
      verdict: 'unclear',
      // Nothing said about the police: the police-report condition cannot be settled.
      claim: { description: 'My bag was stolen from my hotel room while I was out for dinner.' },
    },
  ])(
    'quotes the $verdict assessment’s wording and states no fact it was not given',
    async ({ verdict, claim }) => {
      const user = await givenASignedInUser(urls, { country: 'GB' });
      const { policy } = await givenAReadyTravelPolicy(appUrl, user);
      const assessment = await assessedClaim(user, { ...hotelTheftClaim(policy.id), ...claim });
      expect(assessment.verdict).toBe(verdict);

      const input = {
        assessment,
        country: 'GB' as const,
        insurer: await insurerOf(user, policy.id),
        disagreement: 'The policy was in force when I booked the trip.',
        request: 'Please pay my claim.',
        sentOn: '2026-11-24',
        timeZone: 'UTC',
      };
      const letter = draftComplaintLetter(input);

      const clauses = reliedOnClauses(assessment);
      expect(clauses.length).toBeGreaterThan(0);
      for (const clause of clauses) {
        expect(quotesOf(assessment)).toContain(clause.quote);
        expect(letter).toContain(`"${clause.quote}" (${clause.file}, page ${clause.page})`);
      }
      expect(letter).toContain(`Policy: ${assessment.policyName} (${assessment.insuranceTypeName})`);
      expect(letter).toContain(`In my own words: "${assessment.description}"`);
      expect(letter).toContain(input.insurer ?? LETTER_PLACEHOLDERS.insurer);
      expect(letter).toContain(LETTER_PLACEHOLDERS.policyNumber);
      expect(untracedFacts(letter, input)).toEqual([]);
      if (verdict === 'unclear') expect(letter).not.toMatch(/declin|refus|reject/i);
    },
  );
});
