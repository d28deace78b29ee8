import { useId } from 'react';
import type { PolicyView } from '#domain/schemas/policy';
import { Alert } from '#web/components/alert';
import { failureToast } from '#web/lib/failure-toast';
import { toast } from '#web/lib/toast/toast';
import { useDeletePolicy } from '../api/delete-policy';
import { CardActionButton } from './card-action-button';

export const PROCESSING = 'Processing…';

/**
 * A completed upload the extraction worker is still reading (the list asks again until it is
 * ready), or one it refused: why, and a button that removes it and frees its slot.
 */
export function InProgressCard({ policy }: { readonly policy: PolicyView }) {
  const titleId = useId();
  const remove = useDeletePolicy();
  const failed = policy.status === 'failed';
  return (
    <article className="policy-card policy-card--in-progress" aria-labelledby={titleId}>
      <header className="policy-card__header">
        <h3 id={titleId} className="policy-card__name">
          {policy.name}
        </h3>
      </header>
      {failed ? (
        <Alert tone="error">
          <p>{policy.failure ?? 'This policy could not be read.'}</p>
        </Alert>
      ) : (
        <p className="policy-card__processing" role="status">
          <span className="spinner policies-spinner-small" aria-hidden="true" />
          {PROCESSING} We are reading its documents.
        </p>
      )}
      {failed && (
        <div className="policy-card__footer">
          <CardActionButton
            action="Remove"
            name={policy.name}
            disabled={remove.isPending}
            onClick={function start() {
              remove.mutate(policy.id, {
                onSuccess: () => toast.success('Policy removed'),
                onError: (error) => failureToast('Error deleting policy', error, start),
              });
            }}
          />
        </div>
      )}
    </article>
  );
}
