import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TOAST_LONG_DURATION_MS } from '#domain/constants';
import { policiesQueryKey } from '#web/lib/api/get-policies';
import { toast } from '#web/lib/toast/toast';
import { type CompletedPolicy, completePolicy } from '../api/complete-policy';
import type { CreatedPolicy } from '../api/create-policy';
import { deletePolicy } from '../api/delete-policy';
import { uploadDocument } from '../api/upload-document';
import { uploadFailureMessage } from '../upload-errors';
import { createUploadProgressStore } from '../upload-progress-store';

export const UPLOADING_TOAST = 'Uploading your policy documents...';
/** Said of an upload whose documents are still being read when the server answers: never a failure. */
export const STILL_READING =
  'We are still reading its documents: it shows in Your policies as being read until then.';

/** Where an upload is: creating the policy, sending the files, or the server reading them. */
export type UploadPhase = 'idle' | 'preparing' | 'uploading' | 'checking';

export interface UploadRequest {
  /** Creates the pending policy and answers with one storage form per file. */
  readonly start: () => Promise<CreatedPolicy>;
  /** The files, in the order their forms come back, each with what it is for the progress list. */
  readonly files: readonly { readonly label: string; readonly file: File }[];
}

interface UploadMessages {
  readonly success: string;
}

/**
 * The whole upload of one policy: create it, send every file straight to storage with real
 * progress, then let the server check and read them. A toast stays up until the server answers.
 * If a file never reaches storage the half-made policy is removed, so it does not hold a slot.
 */
export function usePolicyUpload(messages: UploadMessages) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<UploadPhase>('idle');
  // Progress is not React state of the form: only the progress list redraws as files go up.
  const [progress] = useState(createUploadProgressStore);

  const mutation = useMutation({
    mutationFn: async ({ start, files }: UploadRequest): Promise<CompletedPolicy> => {
      progress.start(
        files.map(({ label, file }) => ({ label, name: file.name, loaded: 0, total: file.size })),
      );
      setPhase('preparing');
      const created = await start();
      setPhase('uploading');
      try {
        await Promise.all(
          created.uploads.map((upload, index) => {
            const chosen = files[index];
            if (!chosen) throw new Error(`No file for upload ${upload.name}`);
            return uploadDocument(upload.form, chosen.file, ({ loaded, total }) =>
              progress.report(index, loaded, total),
            );
          }),
        );
      } catch (error) {
        await deletePolicy(created.policy.id).catch(() => undefined);
        throw error;
      }
      setPhase('checking');
      return completePolicy(created.policy.id);
    },
    onSettled: () => {
      setPhase('idle');
      return queryClient.invalidateQueries({ queryKey: policiesQueryKey });
    },
  });

  /** Runs the upload; resolves with the finished policy, or with the message the user was shown. */
  async function upload(request: UploadRequest): Promise<CompletedPolicy | { error: string }> {
    // A plain toast: the progress list shows the upload moving, and an animated loader beside it
    // kept the page's main thread drawing frames for the whole upload.
    const toastId = toast.message(UPLOADING_TOAST, { duration: Number.POSITIVE_INFINITY });
    try {
      const completed = await mutation.mutateAsync(request);
      if (completed.warning) {
        toast.warning(completed.warning, { id: toastId, duration: TOAST_LONG_DURATION_MS });
      } else if (completed.policy.status === 'ready') {
        toast.success(messages.success, { id: toastId });
      } else {
        // A long read (a scan): the list shows the policy being read and turns it ready by itself.
        toast.success(`${messages.success} ${STILL_READING}`, {
          id: toastId,
          duration: TOAST_LONG_DURATION_MS,
        });
      }
      return completed;
    } catch (error) {
      const message = uploadFailureMessage(error);
      toast.error(message, { id: toastId });
      return { error: message };
    }
  }

  return { upload, isUploading: mutation.isPending, phase, progress };
}
