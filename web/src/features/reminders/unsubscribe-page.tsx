import { useSearchParams } from 'react-router';
import { UNSUBSCRIBE_QUERY } from '#domain/schemas/reminders';
import { Alert } from '#web/components/alert';
import { SingleAuthPage } from '#web/components/auth-card';
import { Button, ButtonLink } from '#web/components/button';
import { usePageTitle } from '#web/components/use-page-title';
import { paths } from '#web/lib/paths';
import { useUnsubscribeReminders } from './api/unsubscribe-reminders';

/**
 * Where a reminder's unsubscribe link lands. Reminders stop on a click, not on opening the page:
 * mail scanners open links in mails, and that alone must not turn anyone's reminders off.
 */
export function UnsubscribePage() {
  usePageTitle('Renewal reminders');
  const [params] = useSearchParams();
  const user = params.get(UNSUBSCRIBE_QUERY.user) ?? '';
  const token = params.get(UNSUBSCRIBE_QUERY.token) ?? '';
  const unsubscribe = useUnsubscribeReminders();

  if (unsubscribe.isSuccess) {
    return (
      <SingleAuthPage title="Renewal reminders are off" lead={unsubscribe.data.message}>
        <p>You can turn them on again on your profile page.</p>
        <div className="button-row">
          <ButtonLink to={paths.profile} variant="secondary">
            Go to your profile
          </ButtonLink>
        </div>
      </SingleAuthPage>
    );
  }

  return (
    <SingleAuthPage
      title="Stop renewal reminders?"
      lead="We e-mail you 30 and 7 days before each of your policies ends."
    >
      {unsubscribe.isError && <Alert tone="error">{unsubscribe.error.message}</Alert>}
      <div className="button-row">
        <Button
          onClick={() => unsubscribe.mutate({ user, token })}
          disabled={unsubscribe.isPending || user === '' || token === ''}
        >
          {unsubscribe.isPending ? 'Stopping…' : 'Stop renewal reminders'}
        </Button>
      </div>
    </SingleAuthPage>
  );
}
