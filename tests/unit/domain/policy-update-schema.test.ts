import { describe, expect, it } from 'vitest';
import { createPolicySchema, POLICY_MESSAGES, updatePolicySchema } from '#domain/schemas/policy';

const details = {
  name: 'My travel',
  insuranceTypeId: 'travel',
  startDate: '2025-01-01',
  endDate: '2026-01-01',
};
const problem = (body: unknown) => {
  const result = updatePolicySchema.safeParse(body);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('policy update', () => {
  it('takes corrected details, with or without the plan the user holds', () => {
    expect(updatePolicySchema.parse(details)).toEqual(details);
    expect(updatePolicySchema.parse({ ...details, plan: ' Gold ' })).toEqual({ ...details, plan: 'Gold' });
  });

  it('takes the plan alone, or null to forget it', () => {
    expect(updatePolicySchema.parse({ plan: 'Silver' })).toEqual({ plan: 'Silver' });
    expect(updatePolicySchema.parse({ plan: null })).toEqual({ plan: null });
  });

  it('takes details without dates when the documents do not state them, and notes', () => {
    const undated = { ...details, startDate: null, endDate: null, notes: ' Renews in March ' };
    expect(updatePolicySchema.parse(undated)).toEqual({ ...undated, notes: 'Renews in March' });
    expect(problem({ ...details, startDate: null })).toBe(POLICY_MESSAGES.datesRequired);
    expect(problem({ ...details, notes: 'x'.repeat(2001) })).toBeDefined();
  });

  it('refuses an empty update, incomplete details and a plan name too long', () => {
    expect(problem({})).toBe(POLICY_MESSAGES.requiredFields);
    expect(problem({ name: 'Only a name', plan: 'Gold' })).toBe(POLICY_MESSAGES.requiredFields);
    expect(problem({ ...details, startDate: undefined })).toBe(POLICY_MESSAGES.datesRequired);
    expect(problem({ ...details, endDate: '2024-01-01' })).toBe(POLICY_MESSAGES.endAfterStart);
    expect(problem({ plan: 'x'.repeat(81) })).toBeDefined();
  });
});

describe('the types set for a policy documents', () => {
  const wording = { id: '01JDOC00000000000000000001', fileType: 'policy_wording' };

  it('come alone or with the details', () => {
    expect(updatePolicySchema.parse({ documents: [wording] })).toEqual({ documents: [wording] });
    expect(updatePolicySchema.parse({ ...details, documents: [wording] }).documents).toEqual([wording]);
  });

  it('are one of the five types, an other document with its name, in the spec words', () => {
    expect(problem({ documents: [{ ...wording, fileType: 'kfs' }] })).toBe(POLICY_MESSAGES.fileTypeInvalid);
    expect(problem({ documents: [{ ...wording, fileType: 'other' }] })).toBe(POLICY_MESSAGES.customNames);
    expect(problem({ documents: [{ ...wording, fileType: 'other', customName: '  ' }] })).toBe(
      POLICY_MESSAGES.customNames,
    );
    expect(
      updatePolicySchema.parse({ documents: [{ ...wording, fileType: 'other', customName: ' KFS ' }] }),
    ).toEqual({ documents: [{ ...wording, fileType: 'other', customName: 'KFS' }] });
    expect(problem({ documents: [{ ...wording, customName: 'x'.repeat(101) }] })).toBe(
      POLICY_MESSAGES.customNameTooLong,
    );
    expect(problem({ documents: 'all wordings' })).toBe(POLICY_MESSAGES.fileInvalid);
  });

  it('give each document one type only', () => {
    expect(problem({ documents: [wording, { ...wording, fileType: 'policy_schedule' }] })).toBe(
      'Each document can be given one type only',
    );
    expect(problem({ documents: [wording, wording] })).toBe('Each document can be given one type only');
  });
});

describe('the dates of a policy, on the upload form and when corrected', () => {
  const manifest = {
    ...details,
    files: [{ name: 'schedule.pdf', size: 1000, fileType: 'policy_schedule' }],
  };
  const uploadProblem = (body: unknown) => {
    const result = createPolicySchema.safeParse(body);
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  it('are refused in the same words when no policy could have them', () => {
    for (const [startDate, endDate] of [
      ['0001-01-01', '9999-12-31'],
      ['2025-01-01', '9999-12-31'],
      ['1899-12-31', '2026-01-01'],
      ['2025-01-01', '2200-01-01'],
    ]) {
      expect(problem({ ...details, startDate, endDate }), `${startDate} ${endDate}`).toBe(
        POLICY_MESSAGES.datesInvalid,
      );
      expect(uploadProblem({ ...manifest, startDate, endDate })).toBe(POLICY_MESSAGES.datesInvalid);
    }
  });

  it('may begin and end decades away', () => {
    const long = { startDate: '1900-01-01', endDate: '2199-12-31' };
    expect(problem({ ...details, ...long })).toBeUndefined();
    expect(uploadProblem({ ...manifest, ...long })).toBeUndefined();
  });
});
