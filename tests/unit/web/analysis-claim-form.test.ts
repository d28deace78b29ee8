import { describe, expect, it, vi } from 'vitest';

vi.mock('#web/lib/auth/cognito-session', () => ({ getAccessToken: async () => undefined }));

import { CLAIM_MESSAGES } from '#domain/schemas/claim';
import type { PolicyView } from '#domain/schemas/policy';
import {
  asSentence,
  CLAIM_ERROR_FALLBACK,
  CLAIM_FAILED_MESSAGE,
  claimErrorMessage,
  formatDateTime,
  formatProcessingTime,
  HIGH_VOLUME_MESSAGE,
  VERDICT_LABELS,
} from '#web/features/claims/claim-display';
import {
  type ClaimFormValues,
  defaultClaimValues,
  firstInvalidField,
  localDateTimeInput,
  policyStartValue,
  toIsoDateTime,
  validateClaim,
} from '#web/features/claims/claim-form-values';
import { calculateErrorMessage } from '#web/features/coverage/coverage-errors';
import { ApiError } from '#web/lib/api-client';

const NOW = new Date(2025, 5, 10, 12, 0);
const now = () => NOW.getTime();

type Files = Pick<PolicyView, 'files'>;
const file = (fileType: PolicyView['files'][number]['fileType']) => ({
  id: fileType,
  fileType,
  customName: null,
  name: `${fileType}.pdf`,
  size: 1000,
  pages: 2,
});
const withSchedule: Files = { files: [file('policy_schedule'), file('ipid')] };
const withoutSchedule: Files = { files: [file('ipid')] };

function filled(changes: Partial<ClaimFormValues> = {}): ClaimFormValues {
  return {
    ...defaultClaimValues(NOW),
    policyId: '01J0000000000000000000000P',
    incidentDateTime: '2025-06-09T10:00',
    reportDateTime: '2025-06-09T14:00',
    estimatedValue: '800',
    description: 'My bag was stolen from the hotel lobby.',
    ...changes,
  };
}

function messages(values: ClaimFormValues, policy: Files | undefined = withSchedule) {
  const result = validateClaim(values, policy, now);
  return result.ok ? {} : result.errors;
}

describe('the claim form', () => {
  it('starts with the defaults of the spec, the report time now', () => {
    expect(defaultClaimValues(NOW)).toEqual({
      policyId: '',
      policyStartDate: '',
      incidentDateTime: '',
      reportDateTime: localDateTimeInput(NOW),
      claimStatus: 'new',
      itemPurchaseStatus: 'new',
      itemPurchaseEvidence: 'yes',
      location: '',
      estimatedValue: '',
      description: '',
    });
    expect(localDateTimeInput(NOW)).toBe('2025-06-10T12:00');
  });

  it('sends ISO date-times, a number and the trimmed description', () => {
    const result = validateClaim(
      filled({ description: '  Bag stolen at the station.  ' }),
      withSchedule,
      now,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body.incidentDateTime).toBe(new Date(2025, 5, 9, 10, 0).toISOString());
    expect(result.body.reportDateTime).toBe(new Date(2025, 5, 9, 14, 0).toISOString());
    expect(result.body.estimatedValue).toBe(800);
    expect(result.body.description).toBe('Bag stolen at the station.');
    expect(result.body.policyStartDate).toBe('');
  });

  it('asks for a policy', () => {
    expect(messages(filled({ policyId: '' }), undefined).policyId).toBe(CLAIM_MESSAGES.policyRequired);
  });

  it("refuses a policy without a Policy Schedule, in the spec's words", () => {
    expect(messages(filled(), withoutSchedule).policyId).toBe('Missing required documents: policy_schedule');
  });

  it('refuses an incident in the future, and a report before the incident', () => {
    expect(
      messages(filled({ incidentDateTime: '2025-06-11T09:00', reportDateTime: '2025-06-11T10:00' })),
    ).toEqual({
      incidentDateTime: 'Incident date cannot be in the future',
    });
    expect(messages(filled({ reportDateTime: '2025-06-09T09:00' })).reportDateTime).toBe(
      'Report date cannot be before incident date',
    );
    expect(messages(filled({ incidentDateTime: '' })).incidentDateTime).toBe(CLAIM_MESSAGES.incidentRequired);
  });

  it('wants a value above 0 and a description of at least 10 characters', () => {
    expect(messages(filled({ estimatedValue: '0' })).estimatedValue).toBe(
      'Estimated value must be greater than 0',
    );
    expect(messages(filled({ estimatedValue: '' })).estimatedValue).toBe(
      'Estimated value must be greater than 0',
    );
    expect(messages(filled({ description: '  stolen   ' })).description).toBe(
      'Description must be at least 10 characters long',
    );
  });

  it('puts the focus on the first field with a message, top to bottom', () => {
    const errors = messages(filled({ policyId: '', description: 'short' }), undefined);
    expect(firstInvalidField(errors)).toBe('policyId');
    expect(firstInvalidField({ description: 'x', estimatedValue: 'y' })).toBe('estimatedValue');
  });

  it("copies a policy's start date only when it is a date", () => {
    expect(policyStartValue({ startDate: '2025-01-15' })).toBe('2025-01-15');
    expect(policyStartValue({ startDate: null })).toBe('');
    expect(policyStartValue(undefined)).toBe('');
  });

  it('leaves an unreadable date for the schema to refuse', () => {
    expect(toIsoDateTime('')).toBe('');
    expect(toIsoDateTime('yesterday')).toBe('yesterday');
  });
});

describe('showing an assessment', () => {
  it('gives the processing time to 2 decimals and dates day-month-year', () => {
    expect(formatProcessingTime(1.234)).toBe('1.23 s');
    expect(formatProcessingTime(0.5)).toBe('0.50 s');
    expect(formatDateTime(new Date(2025, 5, 10, 14, 5).toISOString())).toBe('10-06-2025 14:05');
  });

  it('names verdicts in plain words and starts steps with a capital', () => {
    expect(VERDICT_LABELS.likely_covered).toBe('Likely covered');
    expect(VERDICT_LABELS.likely_not_covered).toBe('Likely not covered');
    expect(asSentence('the police crime reference number')).toBe('The police crime reference number');
  });
});

describe('failure messages', () => {
  it('say the service is busy on 529', () => {
    expect(claimErrorMessage(new ApiError(529, 'busy'))).toBe(HIGH_VOLUME_MESSAGE);
    expect(calculateErrorMessage(new ApiError(529, 'busy'))).toBe(HIGH_VOLUME_MESSAGE);
  });

  it("pass on the server's own words", () => {
    const limit = 'You have reached the limit of 30 analyses an hour. Please try again later.';
    expect(claimErrorMessage(new ApiError(429, limit))).toBe(limit);
    expect(
      calculateErrorMessage(new ApiError(400, 'No Policy Schedule document found for this policy')),
    ).toBe('No Policy Schedule document found for this policy');
  });

  it('fall back to the spec wording when the server said nothing useful', () => {
    expect(claimErrorMessage(new ApiError(502, 'Error 502: Bad Gateway'))).toBe(CLAIM_FAILED_MESSAGE);
    expect(claimErrorMessage(new ApiError(0, 'offline'))).toBe(CLAIM_FAILED_MESSAGE);
    expect(claimErrorMessage(new TypeError('boom'))).toBe(CLAIM_ERROR_FALLBACK);
    expect(calculateErrorMessage(new ApiError(502, 'Error 502: Bad Gateway'))).toBe(
      'Failed to calculate coverage',
    );
  });
});
