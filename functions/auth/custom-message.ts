import { mailButton, mailFrame, smallPrint } from '#functions/lib/mail-frame';
import { escapeHtml } from '../lib/escape-html';

/**
 * Builds the e-mails Cognito sends, so that confirming an account and resetting a password are one
 * click on a link into the app rather than a code to copy. Cognito substitutes {####} with the code.
 */
export type AuthMessageKind = 'confirm-sign-up' | 'reset-password';

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

export function buildAuthMessage(
  kind: AuthMessageKind,
  appUrl: string,
  email: string,
  uploadAddress = '',
): AuthMessage {
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
  const href = `${appUrl}/reset-password#type=recovery&amp;email=${escapeHtml(address)}&amp;code=${CODE}`;
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
