import { describe, expect, it } from 'vitest';
import type { StoredFile } from '#functions/data/policy-entity';
import { policyView } from '#functions/data/policy-entity';
import { NotFoundError } from '#functions/lib/errors';
import { withChosenTypes, withDetectedType } from '#functions/policies/document-types';

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

  it('is never read over once the user set it', () => {
    const [set] = withChosenTypes([file('policy_schedule')], [{ id: 'f1', fileType: 'policy_wording' }]);
    const reread = withDetectedType('quick', set as StoredFile, ipid);
    expect(reread.detected).toBeUndefined();
    expect(reread.chosen).toEqual({ fileType: 'policy_wording', customName: null });
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

describe('the types the user sets after upload', () => {
  const read = { ...file('policy_schedule'), detected: { fileType: 'ipid' as const, customName: null } };

  it('are kept as chosen, in place of what was read, and the role stays', () => {
    const [typed] = withChosenTypes([read], [{ id: 'f1', fileType: 'other', customName: 'Key Facts Sheet' }]);
    expect(typed).toMatchObject({
      fileType: 'policy_schedule',
      detected: { fileType: 'ipid' },
      chosen: { fileType: 'other', customName: 'Key Facts Sheet' },
    });
  });

  it('keep a custom name only for an other document', () => {
    const [typed] = withChosenTypes([read], [{ id: 'f1', fileType: 'certificate', customName: 'Stray' }]);
    expect(typed?.chosen).toEqual({ fileType: 'certificate', customName: null });
  });

  it('leave documents not named as they were', () => {
    const other = { ...file('ipid'), id: 'f2' };
    const typed = withChosenTypes([read, other], [{ id: 'f1', fileType: 'policy_wording' }]);
    expect(typed[1]).toBe(other);
  });

  it('name only the documents the policy has', () => {
    expect(() => withChosenTypes([read], [{ id: 'nope', fileType: 'ipid' }])).toThrow(NotFoundError);
  });
});
