import { type FormEvent, useEffect, useRef, useState } from 'react';
import { coverageRequestSchema } from '#domain/schemas/public';
import { focusControl } from '#web/components/field-binding';
import { useCreateCoverageRequest } from '../api/create-coverage-request';

/** The dialog closes itself this long after a request is sent (spec section 9). */
export const CLOSE_AFTER_SUCCESS_MS = 2000;

/** The coverage request's text, its message, and sending it; it starts afresh each time it opens. */
export function useCoverageRequest(open: boolean, onClose: () => void) {
  const formRef = useRef<HTMLFormElement>(null);
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string>();
  const request = useCreateCoverageRequest();
  const { reset } = request;
  const sent = request.isSuccess;

  // Closes on its own once the request is in, and starts afresh the next time it opens.
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(onClose, CLOSE_AFTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [sent, onClose]);

  useEffect(() => {
    if (open) return;
    setDescription('');
    setError(undefined);
    reset();
  }, [open, reset]);

  function change(value: string) {
    setDescription(value);
    if (error) setError(undefined);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (request.isPending || sent) return;
    const parsed = coverageRequestSchema.safeParse({ description });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      focusControl(formRef.current, 'description');
      return;
    }
    setError(undefined);
    request.mutate(parsed.data.description);
  }

  return {
    formRef,
    description,
    error,
    change,
    submit,
    sent,
    pending: request.isPending,
    failed: request.isError,
  };
}
