import { Alert } from '#web/components/alert';
import { useSession } from '#web/lib/auth/session-provider';
import { useRuntimeConfig } from '#web/lib/runtime-config';

/** 'a', 'a or b', 'a, b or c'. */
function eitherOf(words: readonly string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/** The domain of an address, in lower case; none when it has no '@'. */
function domainOf(address: string): string | undefined {
  const at = address.lastIndexOf('@');
  return at < 0 ? undefined : address.slice(at + 1).toLowerCase();
}

/**
 * Running locally, no mail comes from the internet: e-mail-in takes only mail sent through the local
 * SMTP inbox from this computer, from an address at one of the local mail domains. Says so, and
 * what to do when the user's own address is at another domain.
 */
export function LocalEmailInNote() {
  const { local, localMailIn, mailboxUrl } = useRuntimeConfig();
  const { user } = useSession();
  if (!local || !localMailIn) return null;
  const email = user?.email ?? '';
  const domain = domainOf(email);
  const domains = localMailIn.domains.map((d) => d.toLowerCase());
  return (
    <Alert tone="info" title="Running locally" className="email-upload__local">
      <p>
        On this computer, mail reaches PolicyLens only through the local SMTP inbox at{' '}
        <code>{localMailIn.smtp}</code>, sent from a verified address at {eitherOf(domains)}: the demo domain,
        and any domains listed in <code>LOCAL_MAIL_DOMAINS</code> when PolicyLens was started.
        {mailboxUrl && (
          <>
            {' '}
            Our replies arrive in the{' '}
            <a href={mailboxUrl} target="_blank" rel="noopener noreferrer">
              local mailbox<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            .
          </>
        )}
      </p>
      {domain && !domains.includes(domain) && (
        <p>
          Your address, {email}, is at {domain}, which is not one of them: start PolicyLens with{' '}
          <code>LOCAL_MAIL_DOMAINS={domain}</code> to send your policies from it.
        </p>
      )}
    </Alert>
  );
}
