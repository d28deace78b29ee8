import { useId, useState } from 'react';
import type { PolicyView } from '#domain/schemas/policy';
import { Button } from '#web/components/button';
import { Dialog } from '#web/components/dialog';
import { failureToast } from '#web/lib/failure-toast';
import { toast } from '#web/lib/toast/toast';
import { useDeletePolicy } from '../api/delete-policy';
import { useDownloadPolicyFile } from '../api/download-policy-file';
import { useInsuranceTypes } from '../api/get-insurance-types';
import {
  fileLabel,
  formatFileSize,
  formatPages,
  isExpired,
  policyFacts,
  sourceLabel,
} from '../policy-display';
import { CardActionButton } from './card-action-button';
import { PolicyDetailsForm } from './policy-details-form';
import { DocumentIcon } from './policy-icons';

export const DELETE_QUESTION = 'Are you sure you want to delete this policy?';

type PolicyFile = PolicyView['files'][number];

function PolicyFileRow({ policyId, file }: { readonly policyId: string; readonly file: PolicyFile }) {
  const download = useDownloadPolicyFile();
  const label = fileLabel(file);
  const meta = [formatFileSize(file.size), formatPages(file.pages)].filter(Boolean).join(' · ');

  return (
    <li className="policy-file">
      <DocumentIcon />
      <div className="policy-file__text">
        <span className="policy-file__label">{label}</span>
        <span className="policy-file__name">{file.name}</span>
        <span className="policy-file__meta">{meta}</span>
      </div>
      <Button
        variant="secondary"
        className="button--small policy-file__download"
        disabled={download.isPending}
        onClick={function start() {
          download.mutate(
            { policyId, fileId: file.id },
            { onError: (error) => failureToast('Error downloading policy', error, start) },
          );
        }}
      >
        {download.isPending ? 'Preparing…' : 'Download'}
        <span className="visually-hidden"> {`${label} (${file.name})`}</span>
      </Button>
    </li>
  );
}

function PolicyFacts({ policy }: { readonly policy: PolicyView }) {
  return (
    <dl className="policy-card__facts">
      {policyFacts(policy).map((fact) => (
        <div key={fact.term} className={fact.className}>
          <dt>{fact.term}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function DeleteDialog(props: {
  readonly policy: PolicyView;
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onConfirm: () => void;
}) {
  const documents = props.policy.files.length;
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      title={DELETE_QUESTION}
      description={
        <p>
          “{props.policy.name}” and its {documents === 1 ? 'document' : `${documents} documents`} will be
          removed from PolicyLens for good, which frees a policy slot.
        </p>
      }
    >
      <div className="button-row dialog__actions">
        <Button variant="secondary" onClick={props.onClose}>
          Cancel
        </Button>
        <Button className="button--danger" onClick={props.onConfirm}>
          Delete policy
        </Button>
      </div>
    </Dialog>
  );
}

function CardActions(props: {
  readonly name: string;
  readonly deleting: boolean;
  /** Absent while the details are being edited. */
  readonly onEdit: (() => void) | undefined;
  readonly onDelete: () => void;
}) {
  return (
    <div className="policy-card__footer">
      {props.deleting && (
        <span className="policy-card__deleting" role="status">
          <span className="spinner policies-spinner-small" aria-hidden="true" />
          Deleting…
        </span>
      )}
      {props.onEdit && (
        <CardActionButton action="Edit" name={props.name} disabled={props.deleting} onClick={props.onEdit} />
      )}
      <CardActionButton
        action="Delete"
        name={props.name}
        danger
        disabled={props.deleting}
        onClick={props.onDelete}
      />
    </div>
  );
}

interface PolicyCardProps {
  readonly policy: PolicyView;
  /** After the policy is gone, so focus can move somewhere that still exists. */
  readonly onDeleted: () => void;
  /** Opens with its details being edited (the link in the e-mail confirmation leads here). */
  readonly startEditing?: boolean;
}

/** One policy: what it is, its period, its documents to download, Edit, and delete behind a confirmation. */
export function PolicyCard({ policy, onDeleted, startEditing = false }: PolicyCardProps) {
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(startEditing);
  const insuranceTypes = useInsuranceTypes();
  const deletePolicy = useDeletePolicy();
  const deleting = deletePolicy.isPending;
  const badge = sourceLabel(policy.source);

  function confirmDelete() {
    setConfirming(false);
    deletePolicy.mutate(policy.id, {
      onSuccess: () => {
        toast.success('Policy deleted successfully');
        onDeleted();
      },
      onError: (error) => failureToast('Error deleting policy', error, confirmDelete),
    });
  }

  return (
    <article
      id={`policy-${policy.id}`}
      className={deleting ? 'policy-card policy-card--deleting' : 'policy-card'}
      aria-labelledby={titleId}
      aria-busy={deleting || undefined}
    >
      <header className="policy-card__header">
        <h3 id={titleId} className="policy-card__name">
          {policy.name}
        </h3>
        {isExpired(policy.endDate) && <span className="expired-badge">Expired</span>}
        {badge && <span className="source-badge">{badge}</span>}
      </header>
      {editing ? (
        <PolicyDetailsForm
          policy={policy}
          insuranceTypes={insuranceTypes.data}
          title="Edit details"
          onDone={() => setEditing(false)}
        />
      ) : (
        <PolicyFacts policy={policy} />
      )}
      <h4 className="visually-hidden">Documents</h4>
      <ul className="policy-card__files">
        {policy.files.map((file) => (
          <PolicyFileRow key={file.id} policyId={policy.id} file={file} />
        ))}
      </ul>
      <CardActions
        name={policy.name}
        deleting={deleting}
        onEdit={editing ? undefined : () => setEditing(true)}
        onDelete={() => setConfirming(true)}
      />
      <DeleteDialog
        policy={policy}
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={confirmDelete}
      />
    </article>
  );
}
