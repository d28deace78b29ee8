import { describe, expect, it } from 'vitest';
import { claimSchema } from '#domain/schemas/claim';
import { createPolicySchema, quickUploadSchema, updatePolicySchema } from '#domain/schemas/policy';
import {
  contactSchema,
  coverageRequestSchema,
  experimentEventSchema,
  newsletterSchema,
} from '#domain/schemas/public';

/** The first message a request schema answers, or undefined when the request is taken. */
function problem(schema: {
  safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } };
}) {
  return (body: unknown) => {
    const r = schema.safeParse(body);
    return r.success ? undefined : r.error?.issues[0]?.message;
  };
}

const now = Date.parse('2025-06-10T12:00:00Z');
const claim = {
  policyId: '01J0000000000000000000000A',
  incidentDateTime: '2025-06-01T10:00',
  reportDateTime: '2025-06-02T09:00',
  location: 'Leeds',
  estimatedValue: '450.50',
  description: 'My phone was stolen from my bag on the bus.',
};
const claimProblem = (change: Record<string, unknown>) =>
  problem(claimSchema(() => now))({ ...claim, ...change });

describe('claim bounds', () => {
  it('takes the value up to 10,000,000 and no more', () => {
    expect(claimProblem({ estimatedValue: 10_000_000 })).toBeUndefined();
    expect(claimProblem({ estimatedValue: '10000000' })).toBeUndefined();
    for (const value of [10_000_000.01, 1e7 + 1, Number.MAX_SAFE_INTEGER + 2, '1e308', 1e308]) {
      expect(claimProblem({ estimatedValue: value }), String(value)).toBe(
        'Estimated value must be at most 10,000,000',
      );
    }
  });

  it.each([[0], [-1], ['NaN'], ['Infinity'], [''], [true], [[5]], [{ value: 5 }], [null]])(
    'refuses %j as a value',
    (estimatedValue) => {
      expect(claimProblem({ estimatedValue })).toBe('Estimated value must be greater than 0');
    },
  );

  it('bounds the description at 5,000 characters and the location at 200', () => {
    expect(claimProblem({ description: 'x'.repeat(5000) })).toBeUndefined();
    expect(claimProblem({ description: 'x'.repeat(20_000) })).toBe(
      'Description must be at most 5,000 characters long',
    );
    expect(claimProblem({ location: 'x'.repeat(201) })).toBe('Location must be at most 200 characters long');
    expect(claimProblem({ location: 7 })).toBe('Please enter the location as text');
  });

  it('takes only a ULID as the policy', () => {
    for (const policyId of [
      'policy-1',
      '01j0000000000000000000000a',
      '01J0000000000000000000000U',
      'x'.repeat(5000),
    ])
      expect(claimProblem({ policyId }), policyId).toBe('Selected policy not found');
    expect(claimProblem({ policyId: 42 })).toBe('Please select a policy');
  });

  it('refuses date-times that are too long or not dates, and unknown choices, in sentences', () => {
    expect(claimProblem({ incidentDateTime: `2025-06-01T10:00${' '.repeat(100)}` })).toBe(
      'Please enter the incident date and time',
    );
    expect(claimProblem({ reportDateTime: 12 })).toBe('Please enter the report date and time');
    expect(claimProblem({ policyStartDate: '2025-13-45' })).toBe(
      'Please enter the policy start date as a date',
    );
    expect(claimProblem({ policyStartDate: '2025-02-29' })).toBe(
      'Please enter the policy start date as a date',
    );
    expect(claimProblem({ policyStartDate: 20250101 })).toBe('Please enter the policy start date as a date');
    expect(claimProblem({ claimStatus: 'done' })).toBe('Please select the claim status');
    expect(claimProblem({ itemPurchaseStatus: 'stolen' })).toBe('Please select the item purchase status');
    expect(claimProblem({ itemPurchaseEvidence: 1 })).toBe('Please select the item purchase evidence');
    expect(claimProblem({ answers: 'yes' })).toBe('Please answer each question with yes or no');
    expect(claimProblem({ answers: { police: true } })).toBe('Please answer each question with yes or no');
  });

  it('answers a body that is not an object in a sentence', () => {
    for (const body of [null, [], 'claim', 42])
      expect(problem(claimSchema(() => now))(body)).toBe('The request must be a JSON object');
  });
});

const manifest = {
  name: 'Home cover',
  insuranceTypeId: 'home',
  startDate: '2025-03-01',
  endDate: '2026-02-28',
  files: [{ name: 'schedule.pdf', size: 1000, contentType: 'application/pdf', fileType: 'policy_schedule' }],
};
const createProblem = (change: Record<string, unknown>) =>
  problem(createPolicySchema)({ ...manifest, ...change });
const file = (change: Record<string, unknown>) => ({ files: [{ ...manifest.files[0], ...change }] });

describe('policy bounds', () => {
  it('bounds the policy name at 120 characters', () => {
    expect(createProblem({ name: 'x'.repeat(120) })).toBeUndefined();
    expect(createProblem({ name: 'x'.repeat(300) })).toBe('Policy name must be at most 120 characters long');
    expect(problem(updatePolicySchema)({ ...manifest, files: undefined, name: 'x'.repeat(121) })).toBe(
      'Policy name must be at most 120 characters long',
    );
  });

  it('bounds the documents: count, names, sizes and types', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => ({ ...manifest.files[0], name: `f${i}.pdf` }));
    expect(createProblem({ files: eleven })).toBe('A policy can have at most 10 documents');
    expect(createProblem(file({ name: `${'x'.repeat(200)}.pdf` }))).toBe(
      'File name must be at most 200 characters long',
    );
    expect(createProblem(file({ name: '' }))).toBe('Each document needs a file name');
    expect(createProblem(file({ size: -1 }))).toBe('File size must be a whole number of bytes');
    expect(createProblem(file({ size: 1.5 }))).toBe('File size must be a whole number of bytes');
    expect(createProblem(file({ size: '1000' }))).toBe('File size must be a whole number of bytes');
    expect(createProblem(file({ size: Number.MAX_SAFE_INTEGER + 2 }))).toBe(
      'schedule.pdf size must be less than 5MB',
    );
    expect(createProblem(file({ fileType: 'secret' }))).toBe('Please choose a document type from the list');
    expect(createProblem(file({ fileType: 'other', customName: 'x'.repeat(101) }))).toBe(
      'Document name must be at most 100 characters long',
    );
    expect(createProblem(file({ contentType: 'x'.repeat(101) }))).toBe(
      'Policy document must be in PDF format',
    );
    expect(createProblem({ files: 'schedule.pdf' })).toBe(
      'Please provide all required fields including Policy Schedule document, insurance type and policy name',
    );
    expect(createProblem({ files: ['schedule.pdf'] })).toBe(
      'Each document must be given with its name and size',
    );
  });

  it('refuses dates that are not days', () => {
    expect(createProblem({ startDate: '2025-99-99' })).toBe('Please enter valid start and end dates');
    expect(createProblem({ startDate: '2025-02-30' })).toBe('Please enter valid start and end dates');
    expect(createProblem({ startDate: '2024-02-29', endDate: '2025-02-28' })).toBeUndefined();
    expect(createProblem({ endDate: 20260228 })).toBe('Please enter valid start and end dates');
  });

  it('bounds the corrections: insurer, plan, notes and type', () => {
    const details = { name: 'My travel', insuranceTypeId: 'travel' };
    const update = problem(updatePolicySchema);
    expect(update({ ...details, insurer: 'x'.repeat(121) })).toBe(
      'Insurer must be at most 120 characters long',
    );
    expect(update({ plan: 'x'.repeat(81) })).toBe('Plan must be at most 80 characters long');
    expect(update({ ...details, notes: 'x'.repeat(2000) })).toBeUndefined();
    expect(update({ ...details, notes: 'x'.repeat(2001) })).toBe(
      'Notes must be at most 2,000 characters long',
    );
    expect(update({ ...details, insuranceTypeId: 'x'.repeat(10_000) })).toBe(
      'Please provide all required fields including Policy Schedule document, insurance type and policy name',
    );
    expect(update({ ...details, startDate: '', endDate: '2026-01-01' })).toBe(
      'Please enter valid start and end dates',
    );
  });

  it('bounds 1 Click Upload the same way', () => {
    const quick = problem(quickUploadSchema);
    expect(quick({ policy: { name: 'policy.pdf', size: 1000 } })).toBeUndefined();
    expect(quick({ policy: { name: `${'x'.repeat(300)}.pdf`, size: 1000 } })).toBe(
      'File name must be at most 200 characters long',
    );
    expect(quick({ policy: 'policy.pdf' })).toBe('Each document must be given with its name and size');
    expect(quick([])).toBe('The request must be a JSON object');
  });
});

describe('public form bounds', () => {
  const contact = { name: 'Jo', email: 'jo@example.com', message: 'Hello there' };
  const contactProblem = (change: Record<string, unknown>) =>
    problem(contactSchema)({ ...contact, ...change });

  it('bounds the contact form: name, e-mail, message and the hidden field', () => {
    expect(contactProblem({})).toBeUndefined();
    expect(contactProblem({ name: 'x'.repeat(121) })).toBe('Name must be at most 120 characters long');
    expect(contactProblem({ email: `${'a'.repeat(250)}@example.com` })).toBe(
      'Email must be at most 254 characters long',
    );
    expect(contactProblem({ message: 'x'.repeat(5001) })).toBe(
      'Message must be at most 5,000 characters long',
    );
    expect(contactProblem({ website: 'x'.repeat(501) })).toBe('Please leave this field empty');
    expect(contactProblem({ name: 5, email: 5, message: 5 })).toBe('Please enter your name');
  });

  it('refuses an e-mail that would make the pattern backtrack, quickly', () => {
    const started = performance.now();
    expect(problem(newsletterSchema)({ email: `a@${'.'.repeat(500_000)}` })).toBe(
      'Email must be at most 254 characters long',
    );
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('bounds the coverage request at 2,000 characters', () => {
    expect(problem(coverageRequestSchema)({ description: 'x'.repeat(2000) })).toBeUndefined();
    expect(problem(coverageRequestSchema)({ description: 'x'.repeat(2001) })).toBe(
      'Description must be at most 2,000 characters long',
    );
  });

  it('answers an unknown experiment event in a sentence', () => {
    const event = {
      name: 'Experiment Viewed',
      experimentId: 'home',
      variationId: 'control',
      visitorId: 'visitor-1',
    };
    expect(problem(experimentEventSchema)(event)).toBeUndefined();
    for (const change of [{ name: 'x' }, { experimentId: 'x'.repeat(65) }, { visitorId: 5 }])
      expect(problem(experimentEventSchema)({ ...event, ...change })).toBe('Unknown event');
  });
});
