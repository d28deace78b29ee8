import { mailButton, mailFrame, smallPrint } from '#functions/lib/mail-frame';
import { escapeHtml } from '../lib/escape-html';

/**
 * Builds the e-mails Cognito sends, so that confirming an account and resetting a password are one
 * click on a link into the app rather than a code to copy. Cognito substitutes {####} with the code.
 * A changed e-mail address gets a code to type on the profile page, where the change was asked for.
 */
export type AuthMessageKind = 'confirm-sign-up' | 'reset-password' | 'confirm-new-email';

export interface AuthMessage {
  readonly subject: string;
  readonly html: string;
}

const CODE = '{####}';

export function authMessageKind(triggerSource: string): AuthMessageKind | undefined {
  switch (triggerSource) {
    case 'CustomMessage_SignUp':
    case 'CustomMessage_ResendCode':
      return 'confirm-sign-up';
    case 'CustomMessage_ForgotPassword':
      return 'reset-password';
    // Only the e-mail address is verified in this pool, so these are always about a new address.
    case 'CustomMessage_UpdateUserAttribute':
    case 'CustomMessage_VerifyUserAttribute':
      return 'confirm-new-email';
    default:
      return undefined;
  }
}

function layout(
  title: string,
  intro: string,
  href: string,
  button: string,
  outro: string,
  extra = '',
): string {
  return mailFrame(title, [
    `<p>${intro}</p>`,
    mailButton(href, button),
    smallPrint(
      `If the button does not work, open this address: <br><span style="word-break:break-all">${href}</span>`,
    ),
    extra ? `<p>${extra}</p>` : '',
    smallPrint(outro),
  ]);
}

/** The code for a new address, to type on the profile page: no link, so it works in any session. */
function newEmailMessage(appUrl: string): AuthMessage {
  return {
    subject: 'Confirm your new PolicyLens e-mail address',
    html: mailFrame('Confirm your new e-mail address', [
      '<p>You asked to change the e-mail address of your PolicyLens account to this one. Enter this code on your profile page to confirm it:</p>',
      `<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${CODE}</p>`,
      `<p>Until you do, your account keeps its current e-mail address. Your profile: ${escapeHtml(appUrl)}/profile</p>`,
      smallPrint(
        'If you did not ask for this, you can ignore this e-mail; your e-mail address stays the same.',
      ),
    ]),
  };
}

/**
 * The reset link's fragment, written for an attribute: the address, the person's names (so the page refuses a new password
 * made of them, as registration does; a fragment never reaches a server) and the code placeholder.
 */
function recoveryFragment(email: string, names: readonly string[]): string {
  const named = names.filter((name) => name.trim() !== '');
  return [
    'type=recovery',
    `email=${escapeHtml(encodeURIComponent(email))}`,
    ...named.map((name) => `name=${escapeHtml(encodeURIComponent(name.trim()))}`),
    `code=${CODE}`,
  ].join('&amp;');
}

export function buildAuthMessage(
  kind: AuthMessageKind,
  appUrl: string,
  email: string,
  uploadAddress = '',
  names: readonly string[] = [],
): AuthMessage {
  if (kind === 'confirm-new-email') return newEmailMessage(appUrl);
  const address = encodeURIComponent(email);
  if (kind === 'confirm-sign-up') {
    const href = `${appUrl}/auth/confirm?email=${escapeHtml(address)}&amp;code=${CODE}`;
    return {
      subject: 'Confirm your PolicyLens account',
      html: layout(
        'Confirm your e-mail address',
        'Welcome to PolicyLens. Confirm your e-mail address to finish creating your account.',
        href,
        'Confirm my account',
        'If you did not create a PolicyLens account, you can ignore this e-mail.',
        uploadAddress
          ? `Once your account is ready, you can also forward your policy PDFs to <strong>${escapeHtml(uploadAddress)}</strong> from this e-mail address, and they become a policy in your account.`
          : '',
      ),
    };
  }
  const href = `${appUrl}/reset-password#${recoveryFragment(email, names)}`;
  return {
    subject: 'Reset your PolicyLens password',
    html: layout(
      'Reset your password',
      'We received a request to reset the password of your PolicyLens account.',
      href,
      'Choose a new password',
      'If you did not ask for this, you can ignore this e-mail; your password stays the same.',
    ),
  };
}
