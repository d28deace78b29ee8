import { describe, expect, it } from 'vitest';
import { createPolicySchema, documentSetProblem, POLICY_MESSAGES } from '#domain/schemas/policy';

const manifest = (change: Record<string, unknown> = {}) => ({
  name: 'Home cover',
  insuranceTypeId: 'home',
  startDate: '',
  endDate: '',
  files: [{ name: 'wording.pdf', size: 1000, contentType: 'application/pdf', fileType: 'policy_wording' }],
  ...change,
});
const problemOf = (change: Record<string, unknown> = {}) => {
  const result = createPolicySchema.safeParse(manifest(change));
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe("a policy's documents, on upload and when their types are set", () => {
  it('may be any one document on its own: a wording needs no schedule', () => {
    for (const type of ['policy_wording', 'ipid', 'certificate', 'other', 'policy_schedule'] as const)
      expect(documentSetProblem([type])).toBeUndefined();
    expect(documentSetProblem(['policy_wording', 'ipid'])).toBeUndefined();
  });

  it('must be at least one, and at most one Policy Schedule, in the spec’s words', () => {
    expect(documentSetProblem([])).toBe(POLICY_MESSAGES.requiredFields);
    expect(documentSetProblem(['policy_schedule', 'policy_schedule'])).toBe(POLICY_MESSAGES.requiredFields);
  });
});

describe('the detailed upload', () => {
  it('takes a wording alone, with no dates', () => {
    expect(problemOf()).toBeUndefined();
    expect(problemOf({ files: [] })).toBe(POLICY_MESSAGES.requiredFields);
  });

  it('takes both dates or none, the end after the start', () => {
    expect(problemOf({ startDate: '2025-03-01', endDate: '2026-02-28' })).toBeUndefined();
    expect(problemOf({ startDate: '2025-03-01' })).toBe(POLICY_MESSAGES.datesRequired);
    expect(problemOf({ endDate: '2026-02-28' })).toBe(POLICY_MESSAGES.datesRequired);
    expect(problemOf({ startDate: '2026-03-01', endDate: '2026-02-28' })).toBe(POLICY_MESSAGES.endAfterStart);
  });
});
