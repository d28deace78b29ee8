import { useEffect, useId, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { MAX_POLICIES } from '#domain/constants';
import { Alert } from '#web/components/alert';
import { Button } from '#web/components/button';
import { Spinner } from '#web/components/spinner';
import { usePolicies } from '#web/lib/api/get-policies';
import { InProgressCard } from './in-progress-card';
import { PolicyCard } from './policy-card';

export const NO_POLICIES = 'No policies uploaded yet';

function ListSkeleton() {
  return (
    <div className="policies-skeleton" aria-hidden="true">
      {[0, 1].map((row) => (
        <div key={row} className="policies-skeleton__card">
          <span className="policies-skeleton__line policies-skeleton__line--title" />
          <span className="policies-skeleton__line" />
          <span className="policies-skeleton__line policies-skeleton__line--short" />
        </div>
      ))}
    </div>
  );
}

/** 'Your policies': each ready policy with its documents, newest first. */
export function PoliciesList() {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const policies = usePolicies();
  const count = policies.data?.policies.length;
  // "/policies?edit=<id>" (the link in the e-mail confirmation) opens that policy's details to edit.
  const [searchParams] = useSearchParams();
  const editId = searchParams.get('edit');
  useEffect(() => {
    if (editId && policies.data)
      document.getElementById(`policy-${editId}`)?.scrollIntoView({ block: 'start' });
  }, [editId, policies.data]);

  return (
    <section className="card policies-list" aria-labelledby={titleId}>
      <div className="card__header">
        <h2 id={titleId} ref={headingRef} tabIndex={-1} className="card__title">
          Your policies
        </h2>
        {count !== undefined && count > 0 && (
          <span className="policies-list__count">
            {count} of {MAX_POLICIES}
          </span>
        )}
      </div>

      {policies.isPending && (
        <div className="policies-list__loading">
          <Spinner label="Loading your policies…" />
          <ListSkeleton />
        </div>
      )}

      {policies.isError && (
        <Alert tone="error">
          <p>Error loading policies</p>
          <Button variant="secondary" className="button--small" onClick={() => void policies.refetch()}>
            Try again
          </Button>
        </Alert>
      )}

      {policies.data?.inProgress && policies.data.inProgress.length > 0 && (
        <ul className="policies-list__items">
          {policies.data.inProgress.map((policy) => (
            <li key={policy.id}>
              <InProgressCard policy={policy} />
            </li>
          ))}
        </ul>
      )}

      {policies.data && policies.data.policies.length === 0 && !policies.data.inProgress?.length && (
        <div className="policies-empty">
          <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className="policies-empty__icon">
            <path
              d="M14 6h14l10 10v24a2 2 0 0 1-2 2H14a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2Z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinejoin="round"
            />
            <path d="M28 6v10h10M24 24v10M19 29h10" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
          <p className="policies-empty__title">{NO_POLICIES}</p>
          <p className="policies-empty__text">
            Add your first policy with 1 Click Upload or the Upload New Policy form. You can store up to{' '}
            {MAX_POLICIES}.
          </p>
        </div>
      )}

      {policies.data && policies.data.policies.length > 0 && (
        <ul className="policies-list__items">
          {policies.data.policies.map((policy) => (
            <li key={policy.id}>
              <PolicyCard
                policy={policy}
                startEditing={policy.id === editId}
                onDeleted={() => headingRef.current?.focus()}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
