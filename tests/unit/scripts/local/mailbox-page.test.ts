import { describe, expect, it } from 'vitest';
import { MAILBOX_PAGE_LIMIT, type MailboxMail, mailboxPage } from '#scripts/local/mailbox-page';

function mail(subject: string, at: number, body: MailboxMail['body']): MailboxMail {
  return {
    messageId: `id-${at}`,
    from: 'no-reply@policylens.local',
    destination: { to: ['ann@example.com'] },
    subject,
    body,
    attachments: [],
    at,
  };
}

describe('the local mailbox page', () => {
  it('lists mails newest first, each body shown without a click', () => {
    const page = mailboxPage([
      mail('Confirm your PolicyLens account', 1_700_000_000, { html: '<p>Confirm my account</p>' }),
      mail('Team notice', 1_700_000_060, { text: 'A policy arrived.' }),
    ]);
    expect(page.indexOf('Team notice')).toBeLessThan(page.indexOf('Confirm your PolicyLens account'));
    expect(page).toContain('<pre>A policy arrived.</pre>');
    expect(page).toContain(
      'srcdoc="&lt;base target=&quot;_blank&quot;&gt;&lt;p&gt;Confirm my account&lt;/p&gt;"',
    );
    expect(page).toContain('2 messages');
  });

  it('draws HTML in a frame that runs no script and cannot reach the page', () => {
    const page = mailboxPage([
      mail('<img src=x onerror=alert(1)>', 1, { html: '<script>parent.document.body.remove()</script>' }),
    ]);
    const frame = /<iframe [^>]*>/.exec(page)?.[0] ?? '';
    expect(frame).toMatch(/sandbox="allow-popups allow-popups-to-escape-sandbox"/);
    expect(frame).not.toMatch(/allow-scripts|allow-same-origin/);
    // Nothing of the mail is markup of the page itself.
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<img src=x');
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('says so when there is no mail, and draws only the newest after many', () => {
    expect(mailboxPage([])).toContain('No mail yet.');
    const many = Array.from({ length: MAILBOX_PAGE_LIMIT + 5 }, (_, i) =>
      mail(`Mail ${i}`, i, { text: `n${i}` }),
    );
    const page = mailboxPage(many);
    expect(page).toContain(`${MAILBOX_PAGE_LIMIT + 5} messages, the newest ${MAILBOX_PAGE_LIMIT} shown`);
    expect(page).toContain(`<pre>n${MAILBOX_PAGE_LIMIT + 4}</pre>`);
    expect(page).not.toContain('<pre>n4</pre>');
    expect(page).toContain('<pre>n5</pre>');
  });
});
