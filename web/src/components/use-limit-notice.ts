import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '#web/lib/api-client';

/** A limit reached: what the server said (with when to try again) and when that time comes. */
export interface LimitReached {
  readonly message: string;
  readonly until: Date;
}

/** The limit an error reports, if it is a 429 that says when to try again. */
export function limitReached(error: unknown): LimitReached | undefined {
  if (!(error instanceof ApiError) || error.status !== 429 || !error.retryAt) return undefined;
  return { message: error.message, until: error.retryAt };
}

/**
 * A limit's refusal kept on screen (not a toast that goes in seconds): until the time to try
 * again has come, or the user dismisses it. `show` answers whether the error was one.
 */
export function useLimitNotice() {
  const [notice, setNotice] = useState<LimitReached>();
  const dismiss = useCallback(() => setNotice(undefined), []);
  const show = useCallback((error: unknown): boolean => {
    const reached = limitReached(error);
    if (reached) setNotice(reached);
    return reached !== undefined;
  }, []);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(dismiss, Math.max(0, notice.until.getTime() - Date.now()));
    return () => clearTimeout(timer);
  }, [notice, dismiss]);
  return { notice, show, dismiss };
}
