import { describe, expect, it } from 'vitest';
import { POLICY_MESSAGES } from '#domain/schemas/policy';
import {
  chosenDocuments,
  initialUploadValues,
  MAX_OTHER_DOCUMENTS,
  type UploadFormValues,
  uploadFieldErrors,
  uploadFormProblem,
  uploadManifest,
} from '#web/features/policies/upload-form-values';

const pdf = (name: string, size = 2048) => ({ name, size });
const MB = 1024 * 1024;

/** A form the user has filled in completely and correctly. */
function ready(overrides: Partial<UploadFormValues> = {}): UploadFormValues {
  return {
    ...initialUploadValues(),
    name: '  Home cover  ',
    insuranceTypeId: 'home',
    startDate: '2025-03-01',
    endDate: '2026-03-01',
    documents: { policy_schedule: pdf('schedule.pdf') },
    ...overrides,
  };
}

describe('a new upload form', () => {
  it('starts with nothing given: no dates are offered', () => {
    const values = initialUploadValues();
    expect(values).toMatchObject({ name: '', insuranceTypeId: '', startDate: '', endDate: '' });
    expect(values.documents).toEqual({});
    expect(values.others).toEqual([]);
  });

  it('asks for the required fields until they are given', () => {
    expect(uploadFormProblem(initialUploadValues())).toBe(POLICY_MESSAGES.requiredFields);
    expect(uploadFormProblem(ready({ name: '   ' }))).toBe(POLICY_MESSAGES.requiredFields);
    expect(uploadFormProblem(ready({ insuranceTypeId: '' }))).toBe(POLICY_MESSAGES.requiredFields);
    expect(uploadFormProblem(ready({ documents: {} }))).toBe(POLICY_MESSAGES.requiredFields);
    expect(uploadFormProblem(ready())).toBeUndefined();
  });

  it('takes any one document on its own: a wording needs no schedule', () => {
    for (const fileType of ['policy_wording', 'ipid', 'certificate'] as const) {
      expect(uploadFormProblem(ready({ documents: { [fileType]: pdf(`${fileType}.pdf`) } }))).toBeUndefined();
    }
    const other = ready({ documents: {}, others: [{ key: 'o1', customName: 'Terms', file: pdf('t.pdf') }] });
    expect(uploadFormProblem(other)).toBeUndefined();
  });
});

describe('the policy period', () => {
  it('may be left out altogether, for the documents to give', () => {
    const undated = ready({ startDate: '', endDate: '' });
    expect(uploadFormProblem(undated)).toBeUndefined();
    expect(uploadFieldErrors(undated).startDate).toBeUndefined();
    expect(uploadFieldErrors(undated).endDate).toBeUndefined();
    expect(uploadManifest(undated)).toMatchObject({ startDate: '', endDate: '' });
  });

  it('needs both dates once one is given, the end after the start', () => {
    expect(uploadFormProblem(ready({ startDate: '' }))).toBe(POLICY_MESSAGES.datesRequired);
    expect(uploadFieldErrors(ready({ startDate: '' })).startDate).toBe(POLICY_MESSAGES.datesRequired);
    expect(uploadFieldErrors(ready({ endDate: '' })).endDate).toBe(POLICY_MESSAGES.datesRequired);
    const backwards = ready({ endDate: '2025-03-01' });
    expect(uploadFormProblem(backwards)).toBe(POLICY_MESSAGES.endAfterStart);
    expect(uploadFieldErrors(backwards).endDate).toBe(POLICY_MESSAGES.endAfterStart);
    expect(uploadFieldErrors(ready()).endDate).toBeUndefined();
  });
});

describe('documents', () => {
  it('are checked the moment they are chosen', () => {
    const values = ready({
      documents: { policy_schedule: pdf('notes.txt'), ipid: pdf('big.pdf', 6 * MB) },
    });
    const errors = uploadFieldErrors(values);
    expect(errors.documents.policy_schedule).toBe('notes.txt must be a PDF file');
    expect(errors.documents.ipid).toBe('big.pdf size must be less than 5MB');
    expect(uploadFormProblem(values)).toBe('notes.txt must be a PDF file');
  });

  it('must be under 5MB, exactly as the API counts it', () => {
    expect(
      uploadFormProblem(ready({ documents: { policy_schedule: pdf('a.pdf', 5 * MB - 1) } })),
    ).toBeUndefined();
    expect(uploadFormProblem(ready({ documents: { policy_schedule: pdf('a.pdf', 5 * MB) } }))).toBe(
      'a.pdf size must be less than 5MB',
    );
  });

  it("need a name when they are 'other' documents", () => {
    const unnamed = ready({ others: [{ key: 'o1', customName: ' ', file: pdf('extra.pdf') }] });
    expect(uploadFieldErrors(unnamed).otherNames.o1).toBe(POLICY_MESSAGES.customNames);
    expect(uploadFormProblem(unnamed)).toBe(POLICY_MESSAGES.customNames);
    const named = ready({ others: [{ key: 'o1', customName: 'Legal cover', file: pdf('extra.pdf') }] });
    expect(uploadFormProblem(named)).toBeUndefined();
  });

  it("skip an 'other' row that has no file yet", () => {
    const empty = ready({ others: [{ key: 'o1', customName: '', file: undefined }] });
    expect(uploadFieldErrors(empty).otherNames).toEqual({});
    expect(uploadFormProblem(empty)).toBeUndefined();
    expect(chosenDocuments(empty)).toHaveLength(1);
  });

  it('leave room for other documents within the API limit of ten files', () => {
    expect(MAX_OTHER_DOCUMENTS).toBe(6);
  });
});

describe('the manifest', () => {
  it('lists the named documents first, then the others, as the upload forms come back', () => {
    const values = ready({
      documents: { ipid: pdf('ipid.pdf', 10), policy_schedule: pdf('schedule.pdf', 20) },
      others: [
        { key: 'o1', customName: ' Legal cover ', file: pdf('legal.pdf', 30) },
        { key: 'o2', customName: 'Unused', file: undefined },
      ],
    });
    expect(uploadManifest(values)).toEqual({
      name: 'Home cover',
      insuranceTypeId: 'home',
      startDate: '2025-03-01',
      endDate: '2026-03-01',
      files: [
        { name: 'schedule.pdf', size: 20, contentType: 'application/pdf', fileType: 'policy_schedule' },
        { name: 'ipid.pdf', size: 10, contentType: 'application/pdf', fileType: 'ipid' },
        {
          name: 'legal.pdf',
          size: 30,
          contentType: 'application/pdf',
          fileType: 'other',
          customName: 'Legal cover',
        },
      ],
    });
    expect(chosenDocuments(values).map((d) => d.file.name)).toEqual([
      'schedule.pdf',
      'ipid.pdf',
      'legal.pdf',
    ]);
  });
});
