import { useEffect, useState } from 'react';
import { Alert } from '#web/components/alert';
import { AuthCard } from '#web/components/auth-card';
import { SocialSignIn } from '#web/components/social-sign-in';
import { usePageTitle } from '#web/components/use-page-title';
import { readLoginPageState } from '#web/lib/navigation-state';
import { paths } from '#web/lib/paths';
import { SiteLink, useSiteLocation } from '#web/lib/site-navigation';
import { FeatureTeasers } from './feature-teasers';
import { ForgotPasswordPanel } from './forgot-password-panel';
import { LoginForm } from './login-form';

export function LoginPage() {
  usePageTitle('Log In');
  const location = useSiteLocation();
  const { email: prefilledEmail, authError } = readLoginPageState(location.state);
  const [email, setEmail] = useState(prefilledEmail ?? '');
  // A page brought to life from its prerendered markup learns the address it was handed just after.
  useEffect(() => {
    if (prefilledEmail) setEmail(prefilledEmail);
  }, [prefilledEmail]);
  const [forgotPassword, setForgotPassword] = useState(false);
  // While the authenticator code is asked for, the other ways in would only distract.
  const [askingForCode, setAskingForCode] = useState(false);

  return (
    <div className="page auth-page">
      <div className="auth-page__grid">
        <AuthCard
          title="Log in to PolicyLens"
          lead="Welcome back. See your policies, check your cover and assess a claim."
        >
          {authError && (
            <Alert tone="error" title="Authentication Error">
              {authError}
            </Alert>
          )}
          {forgotPassword ? (
            <ForgotPasswordPanel
              email={email}
              onEmailChange={setEmail}
              onBack={() => setForgotPassword(false)}
            />
          ) : (
            <LoginForm
              email={email}
              onEmailChange={setEmail}
              onForgotPassword={() => setForgotPassword(true)}
              onCodeStep={setAskingForCode}
            />
          )}
          {!askingForCode && (
            <>
              <p className="divider">
                <span>or</span>
              </p>
              <SocialSignIn verb="Sign in" />
              <p className="auth-card__switch">
                New to PolicyLens? <SiteLink to={paths.register}>Create a free account</SiteLink>
              </p>
            </>
          )}
        </AuthCard>
        <FeatureTeasers />
      </div>
    </div>
  );
}
