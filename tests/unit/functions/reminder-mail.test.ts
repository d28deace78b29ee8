import { describe, expect, it } from 'vitest';
import { COMPARE_PAGE_PATH, UNSUBSCRIBE_PAGE_PATH } from '#domain/schemas/reminders';
import { coverLines, RENEWAL_CHECKLIST, reminderMail, writtenDate } from '#functions/reminders/reminder-mail';
import { isUnsubscribeToken, unsubscribeToken, unsubscribeUrl } from '#functions/reminders/unsubscribe-token';
import { paths } from '#web/lib/paths';

const phoneCover = {
  itemType: 'smartphone' as const,
  amount: 1000,
  currency: 'GBP',
  subCoverages: { theft: { status: 'covered' }, loss: { status: 'not_covered' } },
};

const input = {
  to: 'ann@example.com',
  firstName: 'Ann <b>',
  daysBefore: 30,
  policy: {
    name: 'Gadget Cover',
    insurer: 'Acme & Co',
    insuranceTypeName: 'Mobile Phone & Electronics',
    plan: 'Gold',
    endDate: '2027-03-31',
  },
  covers: [phoneCover],
  country: 'GB',
  compareUrl: 'https://app.example/item-coverage#smartphone',
  unsubscribeUrl: 'https://app.example/renewal-reminders/unsubscribe?u=a&t=b',
};

describe('renewal reminder mail', () => {
  it('says what the policy covered and when it ends', () => {
    const mail = reminderMail(input);
    expect(mail.to).toBe('ann@example.com');
    expect(mail.subject).toBe('Your Gadget Cover policy ends in 30 days');
    expect(mail.text).toContain('Insurer: Acme & Co');
    expect(mail.text).toContain('Plan: Gold');
    expect(mail.text).toContain('Ends: 31 March 2027');
    expect(mail.text).toContain('- Phone and gadgets: up to £1,000 (theft)');
  });

  it('lists the checklist, the compare link and the unsubscribe link in text and HTML', () => {
    const mail = reminderMail(input);
    for (const item of RENEWAL_CHECKLIST) expect(mail.text).toContain(item);
    expect(mail.text).toContain(input.compareUrl);
    expect(mail.text).toContain(input.unsubscribeUrl);
    expect(mail.html).toContain('href="https://app.example/renewal-reminders/unsubscribe?u=a&amp;t=b"');
    expect(mail.html).toContain('Acme &#38; Co');
    expect(mail.html).not.toContain('<b>');
  });

  it('leaves out covers when none were worked out, and limits without a figure', () => {
    expect(reminderMail({ ...input, covers: [] }).text).not.toContain('What it covered');
    expect(coverLines([{ ...phoneCover, amount: null, subCoverages: {} }], 'GB')).toEqual([
      'Phone and gadgets',
    ]);
    expect(writtenDate('2027-01-05')).toBe('5 January 2027');
  });

  it('links to the pages the app serves', () => {
    expect(COMPARE_PAGE_PATH).toBe(paths.itemCoverage);
    expect(UNSUBSCRIBE_PAGE_PATH).toBe(paths.reminderUnsubscribe);
  });
});

describe('unsubscribe links', () => {
  const secret = 'a-secret-of-enough-length';

  it("accept the user's own signature only", () => {
    const token = unsubscribeToken(secret, 'user-a');
    expect(isUnsubscribeToken(secret, 'user-a', token)).toBe(true);
    expect(isUnsubscribeToken(secret, 'user-b', token)).toBe(false);
    expect(isUnsubscribeToken('another-secret-entirely', 'user-a', token)).toBe(false);
    expect(isUnsubscribeToken(secret, 'user-a', `${token}x`)).toBe(false);
  });

  it('carry the user and the signature in the query', () => {
    const url = new URL(unsubscribeUrl('https://app.example', UNSUBSCRIBE_PAGE_PATH, secret, 'user-a'));
    expect(url.pathname).toBe(UNSUBSCRIBE_PAGE_PATH);
    expect(url.searchParams.get('u')).toBe('user-a');
    expect(url.searchParams.get('t')).toBe(unsubscribeToken(secret, 'user-a'));
  });
});
