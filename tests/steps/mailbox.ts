import { pollUntil } from './polling';

/** Reads the local SES mailbox, as a user reads their inbox. */
export interface Mail {
  readonly messageId: string;
  readonly from: string;
  readonly destination: { to: string[] };
  readonly subject: string;
  readonly body: { html?: string; text?: string };
  readonly at: number;
}

export async function listMail(mailboxUrl: string): Promise<Mail[]> {
  const res = await fetch(`${mailboxUrl}/store`);
  if (!res.ok) throw new Error(`mailbox answered ${res.status}`);
  return ((await res.json()) as { emails: Mail[] }).emails;
}

/** Waits for the newest mail to an address whose subject contains the given words. */
export async function waitForMail(
  mailboxUrl: string,
  to: string,
  subjectContains: string,
  timeoutMs = 10_000,
): Promise<Mail> {
  return pollUntil(
    async () =>
      (await listMail(mailboxUrl))
        .filter((m) => m.destination.to.some((t) => t.toLowerCase().includes(to.toLowerCase())))
        .filter((m) => m.subject.includes(subjectContains))
        .at(-1),
    { timeoutMs, intervalMs: 100, awaited: `a mail to ${to} with subject containing "${subjectContains}"` },
  );
}

/** The first link in a mail whose address contains the given text, with HTML entities decoded. */
export function linkIn(mail: Mail, contains: string): string {
  const html = mail.body.html ?? mail.body.text ?? '';
  const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'));
  const link = hrefs.find((h) => h.includes(contains));
  if (!link) throw new Error(`no link containing "${contains}" in mail "${mail.subject}"`);
  return link;
}
