import { describe, expect, it } from 'vitest';
import type { StoredFile } from '#functions/data/policy-entity';
import { policyView } from '#functions/data/policy-entity';
import { withDetectedType } from '#functions/policies/document-types';

const file = (fileType: StoredFile['fileType']): StoredFile => ({
  id: 'f1',
  fileType,
  customName: null,
  name: 'document.pdf',
  size: 1000,
  maxBytes: 10_000_000,
  uploadKey: 'u',
  key: 'k',
  textKey: 't',
  pages: 2,
});

const ipid = [
  'Home Insurance\nInsurance Product Information Document\nWhat is insured?\nWhat is not insured?',
];

describe('a document shown as what it is', () => {
  it('is an IPID sent to 1 Click Upload as the policy document, kept as its Policy Schedule', () => {
    const typed = withDetectedType('quick', file('policy_schedule'), ipid);
    expect(typed.fileType).toBe('policy_schedule');
    expect(typed.detected).toEqual({ fileType: 'ipid', customName: null });
  });

  it('is read for a mailed attachment typed by its name', () => {
    const typed = withDetectedType('email', file('policy_schedule'), ['Key Facts Sheet\nHome contents']);
    expect(typed.detected).toEqual({ fileType: 'other', customName: 'Key Facts Sheet' });
  });

  it('leaves the type the user chose', () => {
    expect(withDetectedType('upload', file('policy_schedule'), ipid).detected).toBeUndefined();
    expect(withDetectedType('quick', file('ipid'), ['Policy Wording']).detected).toBeUndefined();
  });

  it('says nothing when the reading agrees or says nothing', () => {
    expect(withDetectedType('quick', file('ipid'), ipid).detected).toBeUndefined();
    expect(withDetectedType('quick', file('policy_schedule'), ['Dear customer']).detected).toBeUndefined();
  });

  it('is shown by the API beside the type', () => {
    const policy = {
      sub: 's',
      id: 'p',
      name: 'Home',
      insuranceTypeId: 'home',
      insurer: null,
      startDate: null,
      endDate: null,
      status: 'ready' as const,
      source: 'quick' as const,
      createdAt: '2026-11-28T00:00:00.000Z',
      uploadExpiresAt: null,
      files: [withDetectedType('quick', file('policy_schedule'), ipid)],
    };
    expect(policyView(policy).files[0]).toMatchObject({
      fileType: 'policy_schedule',
      detected: { fileType: 'ipid', customName: null },
    });
  });
});
