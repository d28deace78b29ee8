import { describe, expect, it } from 'vitest';
import { type Assessment, assessmentFromItem, assessmentToItem } from '#functions/data/assessment-entity';
import {
  type ClosedAccount,
  closedAccountFromItem,
  closedAccountToItem,
} from '#functions/data/closed-accounts';
import { type CoverageJob, coverageJobFromItem, coverageJobToItem } from '#functions/data/coverage-job-store';
import {
  type CoverageRunClaim,
  coverageRunClaimFromItem,
  coverageRunClaimToItem,
} from '#functions/data/coverage-run-claim';
import {
  type CoverageView,
  coverageFromItem,
  coverageToItem,
  type StoredCoverage,
} from '#functions/data/coverage-store';
import { type Exposure, exposureFromItem, exposureToItem } from '#functions/data/exposure-store';
import {
  type ContactMessage,
  type CoverageTypeRequest,
  contactMessageFromItem,
  contactMessageToItem,
  coverageTypeRequestFromItem,
  coverageTypeRequestToItem,
  type NewsletterSignUp,
  newsletterSignUpFromItem,
  newsletterSignUpToItem,
} from '#functions/data/inbox-store';
import { keys } from '#functions/data/keys';
import {
  type Policy,
  policyFileFromItem,
  policyFileToItem,
  policyFromItem,
  policyToItem,
} from '#functions/data/policy-entity';
import { type RateWindow, rateWindowFromItem, rateWindowToItem, windowAt } from '#functions/data/rate-limit';
import { type SignOutMark, signOutMarkFromItem, signOutMarkToItem } from '#functions/data/sign-out-marks';
import { type UserRecord, userRecordFromItem, userRecordToItem } from '#functions/data/user-record';
import { HOTEL_THEFT, SCHEDULE_FILE } from '#tests/fixtures/hotel-theft';

/**
 * Every entity's row is made by its store's `toItem` and read by its `fromItem`: what is written
 * reads back the same, with its keys from data/keys.ts, and a row that is not that entity is
 * refused rather than read as something it is not.
 */
const at = '2025-06-10T12:00:00.000Z';
const citation = { file: 'schedule.pdf', page: 2, quote: 'Baggage: up to £2,000', fileId: 'file-1' };

const file = SCHEDULE_FILE;

const pendingPolicy: Policy = {
  sub: 'user-1',
  id: 'policy-1',
  name: 'Annual travel',
  insuranceTypeId: 'travel',
  insurer: null,
  plan: null,
  notes: null,
  startDate: '2025-01-15',
  endDate: '2026-01-14',
  status: 'pending',
  source: 'upload',
  createdAt: at,
  uploadExpiresAt: Date.parse(at) + 1_800_000,
  files: [file],
  fileResults: { 'file-1': { pages: 2, size: 1000 } },
  failure: null,
};

const view: CoverageView = {
  itemType: 'travel',
  storedItemType: 'Travel',
  currency: 'GBP',
  amount: 2000,
  amountCitation: citation,
  status: 'covered',
  plans: [{ name: 'Gold', amount: 2000 }],
  plan: 'Gold',
  subCoverages: {
    baggage: {
      amount: 1500,
      currency: 'GBP',
      status: 'covered',
      tiers: [1000],
      plans: [],
      citation,
    },
  },
  citations: [citation],
  terms: [
    { key: 'excess', summary: 'GBP 100', amounts: [100], currency: 'GBP', citation },
    { key: 'territory', summary: 'Worldwide', citation },
  ],
  sourcePolicyId: 'policy-1',
  sourcePolicyName: 'Annual travel',
  updatedAt: at,
};

const assessment: Assessment = {
  sub: 'user-1',
  id: 'assessment-1',
  status: 'completed',
  attempt: 2,
  createdAt: at,
  queuedAt: at,
  startedAt: at,
  country: 'GB',
  error: null,
  policyId: 'policy-1',
  policyPath: file.key,
  context: 'Suitcase stolen',
  ...HOTEL_THEFT,
  policyEndDate: '2026-01-14',
  incidentDateTime: at,
  reportDateTime: at,
  answers: { reported: 'yes' },
  outcome: {
    verdict: 'likely_covered',
    reasons: ['Theft from a hotel is covered.'],
    citations: [citation],
    exclusions: [{ title: 'Unattended baggage', citation: null }],
    excess: { amount: 75, currency: 'GBP', citation: null },
    limit: { amount: 2000, currency: 'GBP', citation },
    estimatedPayout: 725,
    currency: 'GBP',
    checks: [{ id: 'notice', label: 'Reported in time', outcome: 'pass', detail: 'Yes', citation }],
    nextSteps: ['Send the police report.'],
    questions: [],
    result: 'Likely covered',
    processingTime: 1.2,
    tokensUsed: 0,
    policyCountry: 'GB',
    policyDates: {
      start: { date: '2025-01-15', source: 'entered', citation: null },
      end: { date: '2026-01-14', source: 'policy', citation },
    },
  },
};

const job: CoverageJob = {
  sub: 'user-1',
  id: 'job-1',
  itemType: 'travel',
  policyId: 'policy-1',
  keep: true,
  status: 'done',
  createdAt: at,
  coverage: view,
  error: null,
  errorStatus: null,
};

const runClaim: CoverageRunClaim = {
  sub: 'user-1',
  policyId: 'policy-1',
  itemType: 'travel',
  basis: 'basis-1',
  jobId: 'job-1',
  claimedAt: at,
};

/** Each entity: a value, its pair, and a row its reader must refuse. */
const entities = [
  {
    name: 'user record',
    value: { sub: 'user-1', email: 'ada@example.com', firstName: 'Ada', createdAt: at } satisfies UserRecord,
    toItem: userRecordToItem,
    fromItem: userRecordFromItem,
    key: keys.user('user-1'),
    malformed: { ...keys.user('user-1'), policyCount: 3 },
  },
  {
    name: 'closed-account mark',
    value: { sub: 'user-1', closedAt: at, expiresAt: 1_750_000_000, deletedAt: at } satisfies ClosedAccount,
    toItem: closedAccountToItem,
    fromItem: closedAccountFromItem,
    key: keys.closedAccount('user-1'),
    malformed: { ...keys.closedAccount('user-1'), closedAt: at, expiresAt: 'tomorrow' },
  },
  {
    name: 'sign-out mark',
    value: { sub: 'user-1', signedOutBefore: 1_750_000_000, expiresAt: 1_750_172_800 } satisfies SignOutMark,
    toItem: signOutMarkToItem,
    fromItem: signOutMarkFromItem,
    key: keys.signedOut('user-1'),
    malformed: { ...keys.signedOut('user-1'), signedOutBefore: 'now', expiresAt: 1 },
  },
  {
    name: 'policy',
    value: pendingPolicy,
    toItem: policyToItem,
    fromItem: policyFromItem,
    key: keys.policy('user-1', 'policy-1'),
    malformed: { ...policyToItem(pendingPolicy), status: 'lost' },
  },
  {
    name: 'coverage result',
    value: { sub: 'user-1', view, tokensUsed: 120 } satisfies StoredCoverage,
    toItem: coverageToItem,
    fromItem: coverageFromItem,
    key: keys.coverage('user-1', 'travel'),
    malformed: { ...coverageToItem({ sub: 'user-1', view, tokensUsed: 0 }), amount: '2000' },
  },
  {
    name: 'assessment',
    value: assessment,
    toItem: assessmentToItem,
    fromItem: assessmentFromItem,
    key: keys.assessment('user-1', 'assessment-1'),
    malformed: { ...assessmentToItem(assessment), verdict: 'maybe' },
  },
  {
    name: 'coverage request (job)',
    value: job,
    toItem: coverageJobToItem,
    fromItem: coverageJobFromItem,
    key: keys.coverageJob('user-1', 'job-1'),
    malformed: { ...coverageJobToItem(job), status: 'running' },
  },
  {
    name: 'claim on a running calculation',
    value: runClaim,
    toItem: coverageRunClaimToItem,
    fromItem: coverageRunClaimFromItem,
    key: keys.coverageRun('user-1', 'policy-1', 'travel', 'basis-1'),
    malformed: { ...coverageRunClaimToItem(runClaim), jobId: null },
  },
  {
    name: 'contact message',
    value: {
      id: 'message-1',
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Hello',
      createdAt: at,
    } satisfies ContactMessage,
    toItem: contactMessageToItem,
    fromItem: contactMessageFromItem,
    key: keys.inbox('CONTACT', 'message-1'),
    malformed: { ...keys.inbox('COVERAGE_REQUEST', 'message-1'), kind: 'contact', name: 'Ada' },
  },
  {
    name: 'request for a new kind of cover',
    value: {
      id: 'user-1#abc',
      sub: 'user-1',
      description: 'Bicycles',
      timesAsked: 2,
      createdAt: at,
      lastAskedAt: at,
    } satisfies CoverageTypeRequest,
    toItem: coverageTypeRequestToItem,
    fromItem: coverageTypeRequestFromItem,
    key: keys.inbox('COVERAGE_REQUEST', 'user-1#abc'),
    malformed: { ...keys.inbox('COVERAGE_REQUEST', 'x'), kind: 'coverage-request', timesAsked: 0 },
  },
  {
    name: 'newsletter sign-up',
    value: { email: 'ada@example.com', createdAt: at } satisfies NewsletterSignUp,
    toItem: newsletterSignUpToItem,
    fromItem: newsletterSignUpFromItem,
    key: keys.newsletter('ada@example.com'),
    malformed: { ...keys.newsletter('ada@example.com'), createdAt: at },
  },
  {
    name: 'experiment exposure',
    value: { experimentId: 'hero', visitorId: 'v-1', variationId: 'b', createdAt: at } satisfies Exposure,
    toItem: exposureToItem,
    fromItem: exposureFromItem,
    key: keys.exposure('hero', 'v-1'),
    malformed: { ...keys.exposure('hero', 'v-1'), createdAt: at },
  },
  {
    name: 'rate-limit window',
    value: windowAt('analysis#user-1', 1_750_000_123, 3600) satisfies RateWindow,
    toItem: rateWindowToItem,
    fromItem: rateWindowFromItem,
    key: keys.rateWindow('analysis#user-1', 1_749_999_600),
    malformed: { ...keys.rateWindow('analysis#user-1', 1_749_999_600), hits: -1, expiresAt: 0 },
  },
] as const;

describe('stored entities', () => {
  it.each(entities)('$name: reads back what was written, under its keys', (entity) => {
    const toItem = entity.toItem as (value: typeof entity.value) => Record<string, unknown>;
    const item = toItem(entity.value);
    expect(item).toMatchObject(entity.key);
    expect(entity.fromItem(item)).toEqual(entity.value);
  });

  it.each(entities)('$name: refuses a row that is not one', (entity) => {
    expect(() => entity.fromItem(entity.malformed)).toThrow();
    expect(() => entity.fromItem({ PK: 'SOMETHING#else', SK: 'ELSE' })).toThrow();
  });
});

describe('policy rows', () => {
  it('keeps a policy in the unsettled index until it is ready', () => {
    expect(policyToItem(pendingPolicy)).toMatchObject(keys.unsettledPolicy(at));
    const ready = policyToItem({ ...pendingPolicy, status: 'ready', uploadExpiresAt: null });
    expect(ready).not.toHaveProperty('GSI1PK');
    expect(ready).not.toHaveProperty('GSI1SK');
  });

  it('reads a policy file back, and refuses one without its keys', () => {
    expect(policyFileFromItem(policyFileToItem(file))).toEqual(file);
    const { key: _key, ...keyless } = file;
    expect(() => policyFileFromItem(keyless)).toThrow();
    expect(() => policyFromItem({ ...policyToItem(pendingPolicy), files: [keyless] })).toThrow();
  });

  it('reads rows saved before a field existed with the value it means', () => {
    const {
      source: _s,
      plan: _p,
      notes: _n,
      fileResults: _r,
      failure: _f,
      ...old
    } = policyToItem({
      ...pendingPolicy,
      status: 'ready',
      uploadExpiresAt: null,
    });
    expect(policyFromItem(old)).toMatchObject({
      source: 'upload',
      plan: null,
      notes: null,
      fileResults: {},
      failure: null,
    });
  });
});

describe('closed-account marks', () => {
  it('writes no deletedAt until the deletion has finished', () => {
    const closing: ClosedAccount = { sub: 'user-1', closedAt: at, expiresAt: 1, deletedAt: null };
    expect(closedAccountToItem(closing)).not.toHaveProperty('deletedAt');
    expect(closedAccountFromItem(closedAccountToItem(closing))).toEqual(closing);
  });
});
