import { z } from 'zod';
import { NOT_A_FORM } from './form-errors';
import type { ViewOf } from './replies';

/**
 * Renewal reminders: an e-mail 30 and 7 days before a policy ends. The user turns them off on the
 * profile page or with the signed link in every reminder.
 */
export const REMINDER_MESSAGES = {
  preferenceRequired: 'Please say whether you want renewal reminders',
  linkInvalid: 'This unsubscribe link is not valid. Turn reminders off on your profile page instead.',
  unsubscribed: 'You will no longer get renewal reminders.',
} as const;

/** The signed-in user's choice, as the profile page reads and saves it. */
export const reminderPreferenceSchema = z.object(
  {
    renewalReminders: z
      .boolean({
        required_error: REMINDER_MESSAGES.preferenceRequired,
        invalid_type_error: REMINDER_MESSAGES.preferenceRequired,
      })
      .describe('True to get an e-mail 30 and 7 days before each policy ends'),
  },
  NOT_A_FORM,
);
export type ReminderPreference = ViewOf<typeof reminderPreferenceSchema>;

/** A part of an unsubscribe link: anything else than a short text is a link that is not valid. */
const linkPart = () =>
  z
    .string({
      required_error: REMINDER_MESSAGES.linkInvalid,
      invalid_type_error: REMINDER_MESSAGES.linkInvalid,
    })
    .min(1, REMINDER_MESSAGES.linkInvalid)
    .max(128, REMINDER_MESSAGES.linkInvalid);

/** The link in a reminder names the user and carries a signature of their id: no log-in needed. */
export const unsubscribeRequestSchema = z.object({ user: linkPart(), token: linkPart() }, NOT_A_FORM);
export type UnsubscribeRequest = z.infer<typeof unsubscribeRequestSchema>;

export const unsubscribedSchema = z.object({
  renewalReminders: z.literal(false),
  message: z.string().describe('What the page shows: "You will no longer get renewal reminders."'),
});
export type Unsubscribed = ViewOf<typeof unsubscribedSchema>;

/** The query of the link in a reminder mail, as the unsubscribe page reads it. */
export const UNSUBSCRIBE_QUERY = { user: 'u', token: 't' } as const;

/** The page a reminder's unsubscribe link opens (web/src/lib/paths.ts names it too). */
export const UNSUBSCRIBE_PAGE_PATH = '/renewal-reminders/unsubscribe';

/** The page a reminder links to for comparing policies: the cover of each kind of item. */
export const COMPARE_PAGE_PATH = '/item-coverage';
