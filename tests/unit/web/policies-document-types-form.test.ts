import { describe, expect, it } from 'vitest';
import { POLICY_MESSAGES, type PolicyView } from '#domain/schemas/policy';
import {
  documentTypeProblem,
  documentTypesFromPolicy,
  documentTypesUpdate,
} from '#web/features/policies/document-types-values';

const file = (id: string, fileType: PolicyView['files'][number]['fileType']) => ({
  id,
  fileType,
  customName: null,
  name: `${id}.pdf`,
  size: 1000,
  pages: 2,
});
const policy: Pick<PolicyView, 'files'> = {
  files: [
    { ...file('a', 'policy_schedule'), detected: { fileType: 'ipid', customName: null } },
    { ...file('b', 'policy_wording'), chosen: { fileType: 'other', customName: 'KFS' } },
  ],
};

describe('what each document is, in the edit form', () => {
  it('starts from what each is shown as: set by the user, else read, else as uploaded', () => {
    expect(documentTypesFromPolicy(policy)).toEqual([
      { id: 'a', name: 'a.pdf', fileType: 'ipid', customName: '' },
      { id: 'b', name: 'b.pdf', fileType: 'other', customName: 'KFS' },
    ]);
  });

  it('sends only the documents the user changed', () => {
    const rows = documentTypesFromPolicy(policy);
    expect(documentTypesUpdate(policy, rows)).toEqual([]);
    const [a, b] = rows as [(typeof rows)[0], (typeof rows)[0]];
    expect(documentTypesUpdate(policy, [{ ...a, fileType: 'policy_wording' }, b])).toEqual([
      { id: 'a', fileType: 'policy_wording' },
    ]);
    expect(documentTypesUpdate(policy, [a, { ...b, customName: ' Key Facts Sheet ' }])).toEqual([
      { id: 'b', fileType: 'other', customName: 'Key Facts Sheet' },
    ]);
  });

  it('points at an other document without a name, in the spec words', () => {
    const rows = documentTypesFromPolicy(policy);
    expect(documentTypeProblem(rows)).toBeUndefined();
    expect(documentTypeProblem(rows.map((r) => ({ ...r, customName: ' ' })))).toEqual({
      id: 'b',
      message: POLICY_MESSAGES.customNames,
    });
  });
});
