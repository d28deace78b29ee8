import { Alert } from './alert';
import { Button } from './button';
import type { LimitReached } from './use-limit-notice';

interface LimitNoticeProps {
  readonly notice: LimitReached | undefined;
  readonly onDismiss: () => void;
}

/** A limit reached, said beside the action it stopped, with when to try again. */
export function LimitNotice({ notice, onDismiss }: LimitNoticeProps) {
  if (!notice) return null;
  return (
    <Alert tone="error" className="limit-notice">
      <p>{notice.message}</p>
      <Button variant="secondary" className="button--small" onClick={onDismiss}>
        Dismiss
      </Button>
    </Alert>
  );
}
