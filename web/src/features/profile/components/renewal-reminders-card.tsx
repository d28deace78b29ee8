import { useState } from 'react';
import { failureToast } from '#web/lib/failure-toast';
import { toast } from '#web/lib/toast/toast';
import { useReminderPreference } from '../api/get-reminder-preference';
import { useUpdateReminderPreference } from '../api/update-reminder-preference';
import '../renewal-reminders.css';
import { LoadState } from './load-state';

/** The e-mails sent 30 and 7 days before a policy ends: on until the user turns them off. */
export function RenewalRemindersCard() {
  const preference = useReminderPreference();
  const update = useUpdateReminderPreference();
  // The box shows the user's choice the moment they make it, while it is being saved; the saved
  // preference takes over once the answer comes, and a failed save puts the box back.
  const [choosing, setChoosing] = useState<boolean | null>(null);

  function save(renewalReminders: boolean) {
    setChoosing(renewalReminders);
    update.mutate(
      { renewalReminders },
      {
        onSuccess: () =>
          toast.success(
            renewalReminders
              ? 'We will e-mail you before a policy ends.'
              : 'You will no longer get renewal reminders.',
          ),
        onError: (error) =>
          failureToast('Error saving your choice. Please try again.', error, () => save(renewalReminders)),
        onSettled: () => setChoosing(null),
      },
    );
  }

  return (
    <section className="card" aria-labelledby="renewal-reminders-title">
      <h2 id="renewal-reminders-title" className="card__title">
        Renewal reminders
      </h2>
      <LoadState query={preference} loading="Loading your choice…" failed="Error loading your choice" />
      {preference.data && (
        <label className="renewal-reminders__choice">
          <input
            type="checkbox"
            checked={choosing ?? preference.data.renewalReminders}
            disabled={update.isPending}
            onChange={(event) => save(event.target.checked)}
          />
          <span>
            E-mail me before a policy ends
            <span className="renewal-reminders__hint">
              30 and 7 days before it ends, with what to check before you renew.
            </span>
          </span>
        </label>
      )}
    </section>
  );
}
