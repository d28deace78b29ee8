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
  return [
    '<div style="font-family:system-ui,sans-serif;max-width:520px;margin:0 auto;color:#0f172a">',
    `<h1 style="font-size:20px">${title}</h1>`,
    `<p>${intro}</p>`,
    `<p><a href="${href}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${button}</a></p>`,
    `<p style="font-size:13px;color:#475569">If the button does not work, open this address: <br><span style="word-break:break-all">${href}</span></p>`,
    extra ? `<p>${extra}</p>` : '',
    `<p style="font-size:13px;color:#475569">${outro}</p>`,
    '<p style="font-size:13px;color:#475569">PolicyLens</p>',
    '</div>',
  ].join('');
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
