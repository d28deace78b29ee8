import { useRef, useState } from 'react';

/** How an upload went, as said above its form. */
export type UploadOutcome = { readonly tone: 'success' | 'error'; readonly message: string };

/**
 * What both upload forms keep around their fields: the form (drawn anew to empty its file inputs)
 * and the outcome of the last upload, which takes the focus when it is said.
 */
export function useUploadFrame() {
  const formRef = useRef<HTMLFormElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const [formKey, setFormKey] = useState(0);
  const [outcome, setOutcome] = useState<UploadOutcome>();
  return {
    formRef,
    outcomeRef,
    formKey,
    outcome,
    showOutcome(next: UploadOutcome) {
      setOutcome(next);
      // After the fields re-enable, so focus lands on the message rather than being lost.
      requestAnimationFrame(() => outcomeRef.current?.focus());
    },
    clearOutcome() {
      setOutcome(undefined);
    },
    /** A fresh form: its file inputs can only be emptied by drawing them again. */
    renewForm() {
      setFormKey((key) => key + 1);
    },
  };
}

export type UploadFrame = ReturnType<typeof useUploadFrame>;
