import { describe, expect, it } from 'vitest';
import { claimContext, claimSchema } from '#domain/schemas/claim';
import { fieldErrors } from '#domain/schemas/form-errors';

const now = Date.parse('2025-06-10T12:00:00Z');
const schema = claimSchema(() => now);
const valid = {
  policyId: '01J0000000000000000000000A',
  incidentDateTime: '2025-06-01T10:00',
  reportDateTime: '2025-06-02T09:00',
  claimStatus: 'new',
  itemPurchaseStatus: 'used',
  itemPurchaseEvidence: 'yes',
  location: 'Leeds',
  estimatedValue: '450.50',
  description: 'My phone was stolen from my bag on the bus.',
};

describe('claim form schema', () => {
  it('accepts a complete claim and reads the value as a number', () => {
    const r = fieldErrors(schema, valid);
    expect(r.ok && r.data.estimatedValue).toBe(450.5);
  });

  it.each([
    [{ policyId: '' }, 'policyId', 'Please select a policy'],
    [{ incidentDateTime: '2025-07-01T10:00' }, 'incidentDateTime', 'Incident date cannot be in the future'],
    [{ reportDateTime: '2025-05-30T09:00' }, 'reportDateTime', 'Report date cannot be before incident date'],
    [{ estimatedValue: '0' }, 'estimatedValue', 'Estimated value must be greater than 0'],
    [{ estimatedValue: '-5' }, 'estimatedValue', 'Estimated value must be greater than 0'],
    [{ estimatedValue: 'abc' }, 'estimatedValue', 'Estimated value must be greater than 0'],
    [{ description: '  too short  ' }, 'description', 'Description must be at least 10 characters long'],
    [{ incidentDateTime: '' }, 'incidentDateTime', 'Please enter the incident date and time'],
  ])('%j gives "%s: %s"', (change, field, message) => {
    const r = fieldErrors(schema, { ...valid, ...change });
    expect(!r.ok && r.errors[field as keyof typeof r.errors]).toBe(message);
  });

  it('defaults the statuses as the form does', () => {
    const r = fieldErrors(schema, {
      ...valid,
      claimStatus: undefined,
      itemPurchaseStatus: undefined,
      itemPurchaseEvidence: undefined,
    });
    expect(r.ok && [r.data.claimStatus, r.data.itemPurchaseStatus, r.data.itemPurchaseEvidence]).toEqual([
      'new',
      'new',
      'yes',
    ]);
  });

  it('summarises the claim as the spec context, joined with " , "', () => {
    const r = schema.parse({ ...valid, policyStartDate: '2025-01-01' });
    const context = claimContext(r);
    expect(context.split(' , ')).toHaveLength(9);
    expect(context).toContain('Policy start date: 2025-01-01');
  });
});

describe('answers to an earlier assessment', () => {
  it('accepts yes/no answers by question id and passes them on', () => {
    const r = schema.safeParse({ ...valid, answers: { reported_within_24h: 'yes', 'territory.uk': 'no' } });
    expect(r.success && r.data.answers).toEqual({ reported_within_24h: 'yes', 'territory.uk': 'no' });
    expect(schema.safeParse(valid).success && schema.parse(valid).answers).toBeUndefined();
  });

  it.each([
    ['an answer other than yes or no', { police: 'maybe' }],
    ['an id over 40 characters', { ['q'.repeat(41)]: 'yes' }],
    ['an id with spaces', { 'was it locked': 'yes' }],
    ['more than 20 answers', Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`q${i}`, 'no']))],
  ])('refuses %s', (_what, answers) => {
    expect(schema.safeParse({ ...valid, answers }).success).toBe(false);
  });

  it('takes 20 answers with ids of 40 characters', () => {
    const answers = Object.fromEntries(
      Array.from({ length: 20 }, (_, i) => [`${i}`.padStart(40, 'q'), 'yes' as const]),
    );
    expect(schema.safeParse({ ...valid, answers }).success).toBe(true);
  });
});
