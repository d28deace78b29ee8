import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { MAX_POLICIES } from '#domain/constants';
import type { PolicyView } from '#domain/schemas/policy';
import { Alert } from '#web/components/alert';
import { Button } from '#web/components/button';
import { Spinner } from '#web/components/spinner';
import { type PolicyList, usePolicies } from '#web/lib/api/get-policies';
import { InProgressCard } from './in-progress-card';
import { PolicyCard } from './policy-card';
import { NewDocumentIcon } from './policy-icons';

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

function EmptyList() {
  return (
    <div className="policies-empty">
      <NewDocumentIcon />
      <p className="policies-empty__title">{NO_POLICIES}</p>
      <p className="policies-empty__text">
        Add your first policy with 1 Click Upload or the Upload New Policy form. You can store up to{' '}
        {MAX_POLICIES}.
      </p>
    </div>
  );
}

/** The list's heading (focus returns to it after a delete) and how many slots are used. */
function ListHeader(props: {
  readonly titleId: string;
  readonly headingRef: RefObject<HTMLHeadingElement | null>;
  readonly count: number | undefined;
}) {
  return (
    <div className="card__header">
      <h2 id={props.titleId} ref={props.headingRef} tabIndex={-1} className="card__title">
        Your policies
      </h2>
      {props.count !== undefined && props.count > 0 && (
        <span className="policies-list__count">
          {props.count} of {MAX_POLICIES}
        </span>
      )}
    </div>
  );
}

/** Policies as list items, each drawn by `card`; nothing when there are none. */
function PolicyItems(props: {
  readonly policies: readonly PolicyView[] | undefined;
  readonly card: (policy: PolicyView) => ReactNode;
}) {
  if (!props.policies?.length) return null;
  return (
    <ul className="policies-list__items">
      {props.policies.map((policy) => (
        <li key={policy.id}>{props.card(policy)}</li>
      ))}
    </ul>
  );
}

/**
 * "/policies?edit=<id>" (the link in the e-mail confirmation) opens that policy's details to edit,
 * scrolled to whenever the list is read.
 */
function useEditedPolicy(list: PolicyList | undefined): string | null {
  const [searchParams] = useSearchParams();
  const editId = searchParams.get('edit');
  useEffect(() => {
    if (editId && list) document.getElementById(`policy-${editId}`)?.scrollIntoView({ block: 'start' });
  }, [editId, list]);
  return editId;
}

/** 'Your policies': each ready policy with its documents, newest first. */
export function PoliciesList() {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const policies = usePolicies();
  const { data } = policies;
  const editId = useEditedPolicy(data);
  return (
    <section className="card policies-list" aria-labelledby={titleId}>
      <ListHeader titleId={titleId} headingRef={headingRef} count={data?.policies.length} />
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
      <PolicyItems policies={data?.inProgress} card={(policy) => <InProgressCard policy={policy} />} />
      {data && data.policies.length === 0 && !data.inProgress?.length && <EmptyList />}
      <PolicyItems
        policies={data?.policies}
        card={(policy) => (
          <PolicyCard
            policy={policy}
            startEditing={policy.id === editId}
            onDeleted={() => headingRef.current?.focus()}
          />
        )}
      />
    </section>
  );
}
