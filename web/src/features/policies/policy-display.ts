import { formatDisplayDate, formatPolicyPeriod } from '#domain/policy-period';
import { documentTypeLabel, type PolicyView, shownType } from '#domain/schemas/policy';

/** How the policies page writes dates, sizes and labels (spec section 9: dates day-month-year). */

type PolicyFile = PolicyView['files'][number];

/** The day a timestamp falls on where the user is, day-month-year. */
export function formatLocalDay(timestamp: string): string | undefined {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return undefined;
  return formatDisplayDate(localIsoDate(date));
}

const KB = 1024;
const MB = 1024 * 1024;

/** A file size people can read: '812 bytes', '4.2 KB', '342 KB', '1.5 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < MB) {
    const kb = bytes / KB;
    return `${kb < 10 ? trimZero(kb.toFixed(1)) : Math.round(kb)} KB`;
  }
  return `${trimZero((bytes / MB).toFixed(1))} MB`;
}

function trimZero(fixed: string): string {
  return fixed.endsWith('.0') ? fixed.slice(0, -2) : fixed;
}

export function formatPages(pages: number | null): string | undefined {
  if (pages === null) return undefined;
  return `${pages} ${pages === 1 ? 'page' : 'pages'}`;
}

/**
 * What a document is: its type's label, or the name the user gave an 'other' document; what the user
 * set after upload, else what was read from it when the user did not choose its type.
 */
export function fileLabel(file: Pick<PolicyFile, 'fileType' | 'customName' | 'detected' | 'chosen'>): string {
  return documentTypeLabel(shownType(file));
}

/** A badge for policies that did not come through the detailed form. */
export function sourceLabel(source: PolicyView['source']): string | undefined {
  if (source === 'quick') return '1 Click Upload';
  if (source === 'email') return 'Sent by e-mail';
  return undefined;
}

/** '{n} slots remaining', in the singular for one. */
export function slotsRemainingText(slots: number): string {
  return `${slots} ${slots === 1 ? 'slot' : 'slots'} remaining`;
}

/** A date in the user's own time zone as an ISO day, for date inputs (e.g. today's default). */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Whether a policy has ended: its end date (the one the user gave, else the one read from its
 * documents) is before today, where the user is. A policy with no end date has not.
 */
export function isExpired(endDate: string | null, today: Date = new Date()): boolean {
  const end = endDate ? /^\d{4}-\d{2}-\d{2}/.exec(endDate)?.[0] : undefined;
  return end !== undefined && end < localIsoDate(today);
}

/** One line of what a policy card says about the policy. */
export interface PolicyFact {
  readonly term: string;
  readonly value: string;
  readonly className?: string;
}

/** What a policy card says about the policy: its type and period always, the rest when known. */
export function policyFacts(policy: PolicyView): PolicyFact[] {
  const optional = (term: string, value: string | null | undefined, className?: string): PolicyFact[] =>
    value ? [{ term, value, ...(className && { className }) }] : [];
  return [
    { term: 'Insurance type', value: policy.insuranceTypeName },
    ...optional('Insurer', policy.insurer),
    ...optional('Plan', policy.plan),
    { term: 'Policy period', value: formatPolicyPeriod(policy.startDate, policy.endDate) },
    ...optional('Added', formatLocalDay(policy.createdAt)),
    ...optional('Notes', policy.notes, 'policy-card__notes'),
  ];
}
