import { ButtonLink } from '#web/components/button';
import { useSession } from '#web/lib/auth/session-provider';
import { paths } from '#web/lib/paths';

interface MarketingActionsProps {
  /** The signed-in tool this page describes. */
  readonly toolPath: string;
  readonly toolLabel: string;
}

/** Visitors are invited to register or log in; signed-in users go straight to the tool. */
export function MarketingActions({ toolPath, toolLabel }: MarketingActionsProps) {
  const { status } = useSession();
  if (status === 'signedIn') {
    return (
      <div className="button-row">
        <ButtonLink to={toolPath}>{toolLabel}</ButtonLink>
        <ButtonLink to={paths.policies} variant="secondary">
          Your policies
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className="button-row">
      <ButtonLink to={paths.register}>Create a free account</ButtonLink>
      <ButtonLink to={paths.login} variant="secondary">
        Log in
      </ButtonLink>
    </div>
  );
}
