import { useNavigate } from 'react-router';
import type { AccountDeletion } from '#domain/schemas/account';
import { Button } from '#web/components/button';
import { useConfirmStep } from '#web/components/confirm-dialog';
import { ApiError } from '#web/lib/api-client';
import { useSession } from '#web/lib/auth/session-provider';
import { failureToast } from '#web/lib/failure-toast';
import { paths } from '#web/lib/paths';
import { toast } from '#web/lib/toast/toast';
import { useDeleteAccount } from '../api/delete-account';
import { useExportAccount } from '../api/export-account';
import { useSignInMethod } from '../api/get-sign-in-method';
import { useTwoStepVerification } from '../api/get-two-step-verification';
import { DeleteAccountDialog, type DeletionProof } from './delete-account-dialog';

/** What deleting asks of this person: a password sign-in's password (and code), or a typed word. */
function useDeletionProof(): DeletionProof {
  const method = useSignInMethod();
  const twoStep = useTwoStepVerification();
  if (method.data?.kind === 'provider') return 'word';
  return twoStep.data?.on ? 'password-and-code' : 'password';
}

/** The rights the privacy policy promises: a copy of everything, and deletion of everything. */
export function YourDataCard() {
  const navigate = useNavigate();
  const { endSession } = useSession();
  const exportAccount = useExportAccount();
  const deleteAccount = useDeleteAccount();
  const confirmDelete = useConfirmStep(deleteAccount, 'Error deleting your account. Please try again.');
  const proof = useDeletionProof();
  // A wrong password or code, or too many tries, is said in the server's words; anything else is a failure.
  const refused = deleteAccount.error instanceof ApiError && [400, 429].includes(deleteAccount.error.status);

  function download() {
    exportAccount.mutate(undefined, {
      onSuccess: () => toast.success('Your download has started.'),
      onError: (error) => failureToast('Error downloading your data. Please try again.', error, download),
    });
  }

  function remove(given: AccountDeletion) {
    deleteAccount.mutate(given, {
      onSuccess: async () => {
        confirmDelete.done();
        // While the session ends, signed-in pages wait rather than send the visitor to log in.
        const ending = endSession().catch(() => undefined);
        await navigate(paths.home, { replace: true, flushSync: true });
        await ending;
        toast.success('Your account and all its data have been deleted.');
      },
    });
  }

  return (
    <section className="card" aria-labelledby="your-data-title">
      <h2 id="your-data-title" className="card__title">
        Your data
      </h2>
      <div className="data-actions">
        <div className="data-action">
          <div>
            <h3 className="data-action__title">Download a copy</h3>
            <p className="data-action__text">
              Your profile, policies, cover and claim assessments (export.json) and your policy documents, as
              one zip file.
            </p>
          </div>
          <Button variant="secondary" onClick={download} disabled={exportAccount.isPending}>
            {exportAccount.isPending ? 'Preparing…' : 'Download my data'}
          </Button>
        </div>
        <div className="data-action">
          <div>
            <h3 className="data-action__title">Delete your account</h3>
            <p className="data-action__text">
              Removes your account and all of its policies, coverage results and assessments (we can restore
              it from backups for 30 days if you ask).
            </p>
          </div>
          <Button variant="secondary" className="button--danger-outline" onClick={confirmDelete.ask}>
            Delete my account
          </Button>
        </div>
      </div>
      <DeleteAccountDialog
        {...confirmDelete.dialog}
        error={refused ? deleteAccount.error?.message : confirmDelete.dialog.error}
        proof={proof}
        onConfirm={remove}
      />
    </section>
  );
}
