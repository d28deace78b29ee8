import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml } from '#scripts/escape-markup';

/**
 * The local mailbox's own page: every mail the product sent, newest first, each with its body
 * shown at once. An HTML body is drawn in a sandboxed frame (no scripts, no access to this page;
 * its links open in a new tab, as a mail program opens them); a text body is shown as it is.
 */
export interface MailboxMail {
  readonly messageId: string;
  readonly from: string;
  readonly destination: { readonly to: readonly string[] };
  readonly subject: string;
  readonly body: { readonly html?: string | undefined; readonly text?: string | undefined };
  readonly attachments?: readonly { readonly filename?: string | undefined; readonly size: number }[];
  /** Seconds since the epoch. */
  readonly at: number;
}

/** More than this and only the newest are drawn: the page stays quick after a load run. */
export const MAILBOX_PAGE_LIMIT = 100;

const PAGE_STYLE = `
body{margin:0;font:15px/1.5 system-ui,sans-serif;color:#0f172a;background:#f1f5f9}
main{max-width:60rem;margin:0 auto;padding:1.5rem 1rem}
h1{font-size:1.5rem;margin:0 0 .25rem}
.lead{margin:0 0 1.5rem;color:#475569}
.mail{background:#fff;border:1px solid #cbd5e1;border-radius:.75rem;margin:0 0 1.5rem;overflow:hidden}
.mail header{padding:1rem 1.25rem;border-bottom:1px solid #e2e8f0}
.mail h2{font-size:1.125rem;margin:0 0 .5rem}
.mail dl{display:grid;grid-template-columns:auto 1fr;gap:.125rem .75rem;margin:0;font-size:.875rem}
.mail dt{color:#475569}.mail dd{margin:0;word-break:break-all}
.mail iframe{display:block;width:100%;height:26rem;border:0;resize:vertical;overflow:auto}
.mail pre{margin:0;padding:1rem 1.25rem;white-space:pre-wrap;word-break:break-word;font:inherit}
.mail footer{padding:.5rem 1.25rem;border-top:1px solid #e2e8f0;font-size:.875rem}
a{color:#1d4ed8}
`;

/**
 * What the page may do: its own inline style, pictures in the mails, and the frames that draw them.
 * A frame drawn from `srcdoc` keeps this policy, so no script in a mail runs either.
 */
export const MAILBOX_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src http: https: data:; frame-ancestors 'none'; form-action 'none'";

function receivedAt(at: number): string {
  const iso = new Date(at * 1000).toISOString();
  return `<time datetime="${iso}">${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC</time>`;
}

/** The body as the reader sees it: HTML in a sandboxed frame whose links open in a new tab, or text. */
function mailBody(mail: MailboxMail): string {
  const { html, text } = mail.body;
  if (html) {
    const document = `<base target="_blank">${html}`;
    return `<iframe title="Message: ${escapeHtml(mail.subject)}" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(document)}"></iframe>`;
  }
  return `<pre>${escapeHtml(text ?? '(This message has no body.)')}</pre>`;
}

function attachmentsLine(mail: MailboxMail): string {
  const named = (mail.attachments ?? []).map(
    (a) => `${escapeHtml(a.filename ?? 'attachment')} (${Math.max(1, Math.round(a.size / 1024))} KB)`,
  );
  return named.length ? `<dd>${named.join(', ')}</dd>` : '';
}

function mailArticle(mail: MailboxMail): string {
  const attachments = attachmentsLine(mail);
  const raw = `/get-emlContent?messageId=${encodeURIComponent(mail.messageId)}`;
  return `<article class="mail">
<header><h2>${escapeHtml(mail.subject || '(no subject)')}</h2><dl>
<dt>From</dt><dd>${escapeHtml(mail.from)}</dd>
<dt>To</dt><dd>${escapeHtml(mail.destination.to.join(', '))}</dd>
<dt>Received</dt><dd>${receivedAt(mail.at)}</dd>
${attachments ? `<dt>Attachments</dt>${attachments}` : ''}
</dl></header>
${mailBody(mail)}
<footer><a href="${escapeHtml(raw)}">Raw message</a></footer>
</article>`;
}

/** The whole page for the mails in the order they were sent. */
export function mailboxPage(mails: readonly MailboxMail[]): string {
  const newestFirst = [...mails].reverse().slice(0, MAILBOX_PAGE_LIMIT);
  const count = mails.length === 1 ? '1 message' : `${mails.length} messages`;
  const shown = mails.length > MAILBOX_PAGE_LIMIT ? `, the newest ${MAILBOX_PAGE_LIMIT} shown` : '';
  const list = newestFirst.length
    ? newestFirst.map(mailArticle).join('\n')
    : '<p>No mail yet. Mail the app sends (account confirmation, password reset, notices) appears here.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local mailbox · PolicyLens</title>
<link rel="icon" href="data:,">
<style>${PAGE_STYLE}</style>
</head>
<body>
<main>
<h1>Local mailbox</h1>
<p class="lead">Every e-mail PolicyLens sent while running on this machine: ${count}${shown}, newest first. <a href="/">Refresh</a> to see new mail.</p>
${list}
</main>
</body>
</html>`;
}

/** Answers GET / (and HEAD) with the page; anything else is left to the SES emulator. */
export function serveMailboxPage(
  request: IncomingMessage,
  response: ServerResponse,
  mails: () => readonly MailboxMail[],
): boolean {
  const { pathname } = new URL(request.url ?? '/', 'http://mailbox');
  if (pathname !== '/' || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
  const page = mailboxPage(mails());
  response.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': MAILBOX_PAGE_CSP,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  });
  response.end(request.method === 'HEAD' ? undefined : page);
  return true;
}
