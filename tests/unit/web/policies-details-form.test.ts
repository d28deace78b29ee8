import { describe, expect, it } from 'vitest';
import { POLICY_MESSAGES, type PolicyView } from '#domain/schemas/policy';
import { detailsFromPolicy, detailsProblem, detailsUpdate } from '#web/features/policies/details-form-values';

const detected: PolicyView = {
  id: 'p1',
  name: 'Home Insurance Policy Schedule',
  insuranceTypeId: 'home',
  insuranceTypeName: 'Home & Property',
  insurer: null,
  startDate: '2025-03-01',
  endDate: null,
  status: 'ready',
  source: 'quick',
  createdAt: '2025-03-02T10:00:00.000Z',
  files: [],
};

describe('the details read from a 1 Click Upload', () => {
  it('fill the form, leaving what was not found empty', () => {
    expect(detailsFromPolicy(detected)).toEqual({
      name: 'Home Insurance Policy Schedule',
      insuranceTypeId: 'home',
      insurer: '',
      plan: '',
      startDate: '2025-03-01',
      endDate: '',
      notes: '',
    });
    expect(detailsFromPolicy({ ...detected, plan: 'Gold' }).plan).toBe('Gold');
    expect(detailsFromPolicy({ ...detected, notes: 'Renew in March' }).notes).toBe('Renew in March');
  });

  it('point at the first field to fix, in the spec words', () => {
    const values = { ...detailsFromPolicy(detected), endDate: '2026-02-28' };
    expect(detailsProblem(values)).toBeUndefined();
    expect(detailsProblem({ ...values, name: ' ' })).toEqual({
      field: 'name',
      message: POLICY_MESSAGES.requiredFields,
    });
    expect(detailsProblem({ ...values, insuranceTypeId: '' })?.field).toBe('insuranceTypeId');
    expect(detailsProblem({ ...values, startDate: '' })).toEqual({
      field: 'startDate',
      message: POLICY_MESSAGES.datesRequired,
    });
    expect(detailsProblem(detailsFromPolicy(detected))).toEqual({
      field: 'endDate',
      message: POLICY_MESSAGES.datesRequired,
    });
    // Both dates empty is allowed: not every document states them.
    expect(detailsProblem({ ...values, startDate: '', endDate: '' })).toBeUndefined();
    expect(detailsProblem({ ...values, endDate: '2025-03-01' })).toEqual({
      field: 'endDate',
      message: POLICY_MESSAGES.endAfterStart,
    });
  });

  it('are sent trimmed, with an empty insurer or plan as none', () => {
    const values = { ...detailsFromPolicy(detected), name: ' Our home ', endDate: '2026-02-28' };
    expect(detailsUpdate(values)).toEqual({
      name: 'Our home',
      insuranceTypeId: 'home',
      insurer: null,
      plan: null,
      startDate: '2025-03-01',
      endDate: '2026-02-28',
      notes: null,
    });
    expect(detailsUpdate({ ...values, startDate: '', endDate: '' })).toMatchObject({
      startDate: null,
      endDate: null,
    });
    expect(detailsUpdate({ ...values, notes: ' Call the broker ' }).notes).toBe('Call the broker');
    expect(detailsUpdate({ ...values, insurer: ' Example Mutual ' }).insurer).toBe('Example Mutual');
    expect(detailsUpdate({ ...values, plan: ' Gold ' }).plan).toBe('Gold');
  });
});
