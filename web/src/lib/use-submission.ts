import { useCallback, useRef, useState } from 'react';

type SubmissionState<T> =
  | { readonly status: 'idle' | 'pending'; readonly data?: undefined; readonly error?: undefined }
  | { readonly status: 'success'; readonly data: T; readonly error?: undefined }
  | { readonly status: 'error'; readonly data?: undefined; readonly error: unknown };

export interface SubmitCallbacks<T> {
  readonly onSuccess?: (data: T) => void;
  readonly onError?: (error: unknown) => void;
}

export interface Submission<I, T> {
  readonly submit: (input: I, callbacks?: SubmitCallbacks<T>) => void;
  /** Back to idle, e.g. to send another message. */
  readonly reset: () => void;
  readonly isPending: boolean;
  readonly isSuccess: boolean;
  readonly isError: boolean;
  readonly data: T | undefined;
  readonly error: unknown;
}

/**
 * One form's sending to the API, for the public forms (contact, newsletter): where it stands and
 * what came back. Only the latest sending may change the state, so a reset wins over a late answer.
 */
export function useSubmission<I, T>(send: (input: I) => Promise<T>): Submission<I, T> {
  const [state, setState] = useState<SubmissionState<T>>({ status: 'idle' });
  const latest = useRef(0);

  const submit = useCallback(
    (input: I, callbacks: SubmitCallbacks<T> = {}) => {
      const attempt = ++latest.current;
      setState({ status: 'pending' });
      send(input).then(
        (data) => {
          if (attempt !== latest.current) return;
          setState({ status: 'success', data });
          callbacks.onSuccess?.(data);
        },
        (error: unknown) => {
          if (attempt !== latest.current) return;
          setState({ status: 'error', error });
          callbacks.onError?.(error);
        },
      );
    },
    [send],
  );

  const reset = useCallback(() => {
    latest.current++;
    setState({ status: 'idle' });
  }, []);

  return {
    submit,
    reset,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    data: state.data,
    error: state.error,
  };
}
