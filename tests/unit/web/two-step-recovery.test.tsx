import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TwoStepRecovery } from '#web/features/profile/components/two-step-recovery';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

describe('getting back in without the authenticator app', () => {
  it('says, while it is set up, to keep the key and whom to contact if the app is lost', () => {
    const html = renderToStaticMarkup(<TwoStepRecovery setup />);
    expect(text(html)).toContain(
      'Keep a copy of the secret key somewhere safe, such as a password manager: added to another authenticator app, it gives the same codes.',
    );
    expect(text(html)).toContain(
      'If you lose access to your authenticator app, a new password will not get you in on its own: contact us from the e-mail address you log in with, and we will turn two-step verification off once we have checked it is you.',
    );
    expect(html).toContain('href="/contact"');
  });

  it('says whom to contact once it is on, without the key it no longer shows', () => {
    const shown = text(renderToStaticMarkup(<TwoStepRecovery setup={false} />));
    expect(shown).toContain('If you lose access to your authenticator app');
    expect(shown).not.toContain('secret key');
  });
});
