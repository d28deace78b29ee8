import type { ItemType } from '#domain/insurance';
import { formatMoney } from '#domain/money';
import { escapeHtml } from '#functions/lib/escape-html';
import type { OutgoingMail } from '#functions/lib/mail';
import { mailButton, mailFrame, smallPrint } from '#functions/lib/mail-frame';

/**
 * The renewal reminder e-mail: what the policy covered, what to check before renewing, a link to
 * compare policies and one to stop these reminders. Pure: everything it says is given.
 */

/** What to check before renewing: general, and true of any personal policy. */
export const RENEWAL_CHECKLIST = [
  "Compare the renewal premium and excess with this year's, and with quotes from other insurers.",
  'Check the limits still fit what you own and what it is worth now.',
  'Tell your insurer about changes since you took the policy out (a move, new items, who is covered): cover can be refused when they were not told.',
  "Read the renewal's exclusions and conditions: they can change from one year to the next.",
  "Don't let your cover lapse: arrange the new policy to start the day this one ends.",
] as const;

export interface ReminderPolicy {
  readonly name: string;
  readonly insurer: string | null;
  readonly insuranceTypeName: string;
  readonly plan?: string | null;
  readonly endDate: string;
}

/** One kind of item this policy's kept cover was worked out for. */
export interface KeptCover {
  readonly itemType: ItemType;
  readonly amount: number | null;
  readonly currency: string | null;
  /** Sub-covers by name (`accidental_damage`) with their status. */
  readonly subCoverages: Readonly<Record<string, { readonly status: string }>>;
}

export interface ReminderMailInput {
  readonly to: string;
  readonly firstName: string | null;
  readonly daysBefore: number;
  readonly policy: ReminderPolicy;
  readonly covers: readonly KeptCover[];
  /** The user's country, for how money is written. */
  readonly country: string | null;
  readonly compareUrl: string;
  readonly unsubscribeUrl: string;
}

const ITEM_NAMES: Readonly<Record<ItemType, string>> = {
  smartphone: 'Phone and gadgets',
  home: 'Home',
  health: 'Health',
  travel: 'Travel',
};

/** How many covered sub-covers a line names, so the mail stays short. */
const MAX_SUB_COVERS = 4;

/** '2027-01-31' as '31 January 2027'. */
export function writtenDate(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The main covers, one line each: 'Phone and gadgets: up to £1,000 (theft, accidental damage)'. */
export function coverLines(covers: readonly KeptCover[], country: string | null): string[] {
  return covers.map((c) => {
    const covered = Object.entries(c.subCoverages)
      .filter(([, sub]) => sub.status === 'covered')
      .slice(0, MAX_SUB_COVERS)
      .map(([name]) => name.replace(/_/g, ' '));
    const limit = c.amount === null ? '' : `: up to ${formatMoney(c.amount, c.currency, country)}`;
    return `${ITEM_NAMES[c.itemType]}${limit}${covered.length ? ` (${covered.join(', ')})` : ''}`;
  });
}

function policyLines(policy: ReminderPolicy): string[] {
  return [
    `Policy: ${policy.name}`,
    `Insurer: ${policy.insurer ?? 'not recorded'}`,
    `Type: ${policy.insuranceTypeName}`,
    ...(policy.plan ? [`Plan: ${policy.plan}`] : []),
    `Ends: ${writtenDate(policy.endDate)}`,
  ];
}

export function reminderSubject(policy: ReminderPolicy, daysBefore: number): string {
  return `Your ${policy.name} policy ends in ${daysBefore} days`;
}

function textBody(input: ReminderMailInput, covers: readonly string[]): string {
  return [
    `Hello${input.firstName ? ` ${input.firstName}` : ''},`,
    '',
    `Your policy ends in ${input.daysBefore} days, on ${writtenDate(input.policy.endDate)}.`,
    '',
    ...policyLines(input.policy),
    ...(covers.length ? ['', 'What it covered:', ...covers.map((c) => `- ${c}`)] : []),
    '',
    'Before you renew:',
    ...RENEWAL_CHECKLIST.map((c) => `- ${c}`),
    '',
    `Compare policies in PolicyLens: ${input.compareUrl}`,
    '',
    `You get this e-mail because renewal reminders are on. Stop them: ${input.unsubscribeUrl}`,
    'PolicyLens',
  ].join('\n');
}

const list = (items: readonly string[]) =>
  `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
/** A link's address in an attribute, with `&amp;` between its query's fields, as the app's other mails write it. */
const attribute = (url: string) => url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function htmlBody(input: ReminderMailInput, covers: readonly string[]): string {
  const link = (href: string, label: string) => `<a href="${attribute(href)}">${escapeHtml(label)}</a>`;
  return mailFrame(escapeHtml(reminderSubject(input.policy, input.daysBefore)), [
    `<p>Hello${input.firstName ? ` ${escapeHtml(input.firstName)}` : ''},</p>`,
    list(policyLines(input.policy)),
    covers.length ? `<h2 style="font-size:16px">What it covered</h2>${list(covers)}` : '',
    `<h2 style="font-size:16px">Before you renew</h2>${list(RENEWAL_CHECKLIST)}`,
    mailButton(attribute(input.compareUrl), 'Compare policies in PolicyLens'),
    smallPrint(
      `You get this e-mail because renewal reminders are on. ${link(input.unsubscribeUrl, 'Stop them')}.`,
    ),
  ]);
}

export function reminderMail(input: ReminderMailInput): OutgoingMail {
  const covers = coverLines(input.covers, input.country);
  return {
    to: input.to,
    subject: reminderSubject(input.policy, input.daysBefore),
    text: textBody(input, covers),
    html: htmlBody(input, covers),
  };
}
