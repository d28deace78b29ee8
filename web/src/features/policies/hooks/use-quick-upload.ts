import { type FormEvent, useState } from 'react';
import { checkQuickIpidFile, checkQuickPolicyFile, type PolicyView } from '#domain/schemas/policy';
import { focusControl } from '#web/components/field-binding';
import { createQuickPolicy } from '../api/create-quick-policy';
import { usePolicyUpload } from './use-policy-upload';
import { useUploadFrame } from './use-upload-frame';

export const QUICK_UPLOADED = 'Your policy documents have been uploaded successfully!';

export const POLICY_INPUT = 'quick-policy-file';
export const IPID_INPUT = 'quick-ipid-file';

interface QuickErrors {
  readonly policy?: string | undefined;
  readonly ipid?: string | undefined;
}

/** 1 Click Upload's files, their messages, the upload, and the policy it made. */
export function useQuickUpload(limitReached: boolean) {
  const frame = useUploadFrame();
  const [policyFile, setPolicyFile] = useState<File>();
  const [ipidFile, setIpidFile] = useState<File>();
  const [errors, setErrors] = useState<QuickErrors>({});
  const [uploaded, setUploaded] = useState<PolicyView>();
  const upload = usePolicyUpload({ success: QUICK_UPLOADED });

  function choosePolicy(file: File | undefined) {
    setPolicyFile(file);
    frame.clearOutcome();
    setErrors((current) => ({ ...current, policy: file ? checkQuickPolicyFile(file) : undefined }));
  }

  function chooseIpid(file: File | undefined) {
    setIpidFile(file);
    frame.clearOutcome();
    setErrors((current) => ({ ...current, ipid: checkQuickIpidFile(file) }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (upload.isUploading || limitReached) return;
    const found = { policy: checkQuickPolicyFile(policyFile), ipid: checkQuickIpidFile(ipidFile) };
    setErrors(found);
    if (found.policy || !policyFile) return focusControl(frame.formRef.current, POLICY_INPUT);
    if (found.ipid) return focusControl(frame.formRef.current, IPID_INPUT);

    const files = [{ label: 'Policy document', file: policyFile }];
    if (ipidFile) files.push({ label: 'IPID', file: ipidFile });
    const result = await upload.upload({
      start: () => createQuickPolicy({ policy: policyFile, ...(ipidFile && { ipid: ipidFile }) }),
      files,
    });
    if ('error' in result) return frame.showOutcome({ tone: 'error', message: result.error });
    setUploaded(result.policy);
  }

  function uploadAnother() {
    setUploaded(undefined);
    setPolicyFile(undefined);
    setIpidFile(undefined);
    setErrors({});
    frame.clearOutcome();
    frame.renewForm();
    requestAnimationFrame(() => focusControl(frame.formRef.current, POLICY_INPUT));
  }

  return { frame, errors, uploaded, upload, choosePolicy, chooseIpid, submit, uploadAnother };
}

export type QuickUpload = ReturnType<typeof useQuickUpload>;
