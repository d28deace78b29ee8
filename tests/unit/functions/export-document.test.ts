import { describe, expect, it } from 'vitest';
import {
  archivePaths,
  exportDocument,
  exportFileName,
  safePathSegment,
} from '#functions/account/export-document';
import type { Assessment } from '#functions/data/assessment-entity';
import type { Policy, StoredFile } from '#functions/data/policy-entity';

const SUB = 'sub-1234';

function file(id: string, name: string, fileType: StoredFile['fileType'] = 'policy_schedule'): StoredFile {
  return {
    id,
    fileType,
    customName: fileType === 'other' ? 'Legal cover' : null,
    name,
    size: 1000,
    maxBytes: 5_000_000,
    uploadKey: `uploads/${SUB}/p/${id}-x.pdf`,
    key: `policies/${SUB}/p/${id}-x.pdf`,
    textKey: `text/${SUB}/p/${id}.json`,
    pages: 3,
  };
}

function policy(id: string, name: string, files: StoredFile[], status: Policy['status'] = 'ready'): Policy {
  return {
    sub: SUB,
    id,
    name,
    insuranceTypeId: 'travel',
    insurer: 'Example Mutual',
    startDate: '2025-01-01',
    endDate: '2026-01-01',
    status,
    source: 'quick',
    createdAt: '2025-01-02T10:00:00.000Z',
    uploadExpiresAt: null,
    files,
  };
}

const profile = {
  id: SUB,
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  phone: '+447700900123',
  country: 'GB',
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('the account export document', () => {
  it('names files and folders safely on any system', () => {
    expect(safePathSegment('Home/Contents: 2025?', 'Policy')).toBe('Home-Contents- 2025-');
    expect(safePathSegment('  ..  ', 'Policy')).toBe('Policy');
    expect(safePathSegment('a\u0000b\tc', 'x')).toBe('a-b-c');
    expect(safePathSegment('x'.repeat(300), 'x')).toHaveLength(100);
  });

  it('gives every document its own path: same policy names and file names are numbered', () => {
    const paths = archivePaths([
      policy('p1', 'Travel', [
        file('f1', 'schedule.pdf'),
        file('f2', 'Schedule.pdf', 'ipid'),
        file('f3', 'notes'),
      ]),
      policy('p2', 'travel', [file('f4', 'schedule.pdf')]),
      policy('p3', 'Going away', [file('f5', 'a.pdf')], 'deleting'),
    ]);
    expect([...paths.values()].map((p) => p.path)).toEqual([
      'policies/Travel/schedule.pdf',
      'policies/Travel/Schedule (2).pdf',
      'policies/Travel/notes.pdf',
      'policies/travel (2)/schedule.pdf',
    ]);
    expect(paths.get('f1')?.key).toBe(`policies/${SUB}/p/f1-x.pdf`);
  });

  it('keeps what the user recognises and leaves out storage keys and internal ids', () => {
    const policies = [policy('p1', 'Travel', [file('f1', 'schedule.pdf'), file('f2', 'extra.pdf', 'other')])];
    const assessment = {
      sub: SUB,
      id: 'a1',
      status: 'completed',
      attempt: 2,
      createdAt: '2025-02-01T00:00:00.000Z',
      queuedAt: '2025-02-01T00:00:00.000Z',
      startedAt: '2025-02-01T00:00:01.000Z',
      country: 'GB',
      error: null,
      policyId: 'p1',
      policyName: 'Travel',
      insuranceTypeName: 'Travel',
      policyPath: `policies/${SUB}/p/f1-x.pdf`,
      context: 'Phone stolen',
      policyStartDate: null,
      incidentDateTime: '2025-01-20T10:00',
      reportDateTime: '2025-01-20T12:00',
      claimStatus: 'not_claimed',
      itemPurchaseStatus: 'new',
      itemPurchaseEvidence: 'receipt',
      location: 'Paris',
      estimatedValue: 500,
      description: 'Stolen from a cafe table.',
      answers: { unattended: 'no' },
      outcome: {
        verdict: 'unclear',
        reasons: ['Theft is covered'],
        citations: [{ file: 'schedule.pdf', page: 2, quote: 'theft', fileId: 'f1' }],
        exclusions: [],
        excess: { amount: 100, currency: 'GBP', citation: null },
        limit: null,
        estimatedPayout: 400,
        currency: 'GBP',
        checks: [],
        nextSteps: ['Report to the police'],
        questions: [{ id: 'unattended', question: 'Was the phone left unattended?' }],
        result: 'Unclear',
        processingTime: 3,
        tokensUsed: 1200,
      },
    } satisfies Assessment;
    const paths = archivePaths(policies);
    const document = exportDocument(
      {
        exportedAt: new Date('2025-03-01T09:00:00Z'),
        profile,
        policies,
        coverage: [],
        assessments: [assessment],
      },
      paths,
      new Set(['policies/Travel/schedule.pdf']),
    );
    expect(document.profile).toEqual({
      email: 'ann@example.com',
      firstName: 'Ann',
      lastName: 'Lee',
      phone: '+447700900123',
      country: 'GB',
      accountCreatedAt: '2025-01-01T00:00:00.000Z',
    });
    expect(document.policies[0]).toMatchObject({
      name: 'Travel',
      insuranceType: 'Travel',
      addedWith: '1 Click Upload',
      documents: [
        { name: 'schedule.pdf', type: 'Policy Schedule', fileInExport: 'policies/Travel/schedule.pdf' },
        // Not copied (not kept): named, but not in the archive.
        { name: 'extra.pdf', type: 'Legal cover', fileInExport: null },
      ],
    });
    expect(document.claimAssessments[0]?.claim.answers).toEqual([
      { question: 'Was the phone left unattended?', answer: 'no' },
    ]);
    expect(document.claimAssessments[0]?.outcome?.quotes).toEqual([
      { document: 'schedule.pdf', page: 2, quote: 'theft' },
    ]);
    const text = JSON.stringify(document);
    for (const internal of [
      SUB,
      'uploads/',
      'text/',
      '"f1"',
      '"p1"',
      '"a1"',
      'fileId',
      'tokensUsed',
      'attempt',
    ])
      expect(text).not.toContain(internal);
  });

  it('is named for the day it was made', () => {
    expect(exportFileName(new Date('2025-03-01T23:59:00Z'))).toBe('policylens-export-2025-03-01.zip');
  });
});

describe('the type the export gives a document', () => {
  it('is what it was read to be, when the user did not choose it', () => {
    const read = {
      ...file('f9', 'key-facts.pdf'),
      detected: { fileType: 'other' as const, customName: 'Key Facts Sheet' },
    };
    const policies = [policy('p9', 'Home', [read])];
    const document = exportDocument(
      { exportedAt: new Date('2025-03-01T09:00:00Z'), profile, policies, coverage: [], assessments: [] },
      archivePaths(policies),
      new Set(),
    );
    expect(document.policies[0]?.documents).toMatchObject([
      { name: 'key-facts.pdf', type: 'Key Facts Sheet' },
    ]);
  });
});
