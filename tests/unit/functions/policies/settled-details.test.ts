import { describe, expect, it } from 'vitest';
import type { PolicyDetails } from '#functions/analysis/understand/policy-details';
import { settledDetails } from '#functions/policies/settled-details';

const found: PolicyDetails = {
  name: 'Home Insurance',
  insurer: 'Example Mutual Insurance plc',
  insuranceTypeId: 'home',
  plan: 'Gold',
  startDate: '2022-08-15',
  endDate: '2023-08-15',
};

const typed = {
  source: 'upload' as const,
  name: 'My home',
  insuranceTypeId: 'home',
  insurer: null,
  startDate: '2026-01-10',
  endDate: '2027-01-09',
};

const quick = { ...typed, source: 'quick' as const, name: 'scan 0042', insuranceTypeId: 'other' };

describe('the details a policy is settled with once its documents are read', () => {
  it('keep the dates, name and type the user typed in the upload form', () => {
    expect(settledDetails(typed, found)).toMatchObject({
      name: 'My home',
      insuranceTypeId: 'home',
      startDate: '2026-01-10',
      endDate: '2027-01-09',
    });
  });

  it('fill only what the user left empty from the documents', () => {
    expect(settledDetails(typed, found)).toMatchObject({
      insurer: 'Example Mutual Insurance plc',
      plan: 'Gold',
    });
    expect(settledDetails({ ...typed, insurer: 'Mine Ltd', plan: 'Silver' }, found)).toMatchObject({
      insurer: 'Mine Ltd',
      plan: 'Silver',
    });
  });

  it('take a date read for a date not given, and an end read only after the start in use', () => {
    const noDates = { ...quick, startDate: null, endDate: null };
    expect(settledDetails(noDates, found)).toMatchObject({ startDate: '2022-08-15', endDate: '2023-08-15' });
    // The end read falls before the start given: it stays unknown, never made up from the start.
    expect(settledDetails({ ...quick, endDate: null }, found)).toMatchObject({
      startDate: '2026-01-10',
      endDate: null,
    });
    expect(
      settledDetails({ ...noDates, startDate: '2026-01-10' }, { ...found, endDate: null }),
    ).toMatchObject({
      startDate: '2026-01-10',
      endDate: null,
    });
    expect(settledDetails({ ...quick, startDate: null }, found)).toMatchObject({
      startDate: '2022-08-15',
      endDate: '2027-01-09',
    });
  });

  it('read the name and type over the stand-ins of a 1 Click Upload, and say nothing not found', () => {
    expect(settledDetails(quick, found)).toMatchObject({ name: 'Home Insurance', insuranceTypeId: 'home' });
    const nothing = {
      name: null,
      insurer: null,
      insuranceTypeId: null,
      plan: null,
      startDate: null,
      endDate: null,
    };
    const settled = settledDetails({ ...quick, startDate: null, endDate: null }, nothing);
    expect(settled).toEqual({
      name: 'scan 0042',
      insuranceTypeId: 'other',
      insurer: null,
      startDate: null,
      endDate: null,
    });
  });
});
