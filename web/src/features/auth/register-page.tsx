import { type FormEvent, useEffect, useState } from 'react';
import { DEFAULT_PHONE_COUNTRY_CODE } from '#domain/constants';
import {
  composePhone,
  preloadCommonPasswords,
  type RegisterInput,
  registerSchema,
} from '#domain/schemas/account';
import { type FieldErrors, fieldErrorsAsync } from '#domain/schemas/form-errors';
import { Alert } from '#web/components/alert';
import { Button } from '#web/components/button';
import { PasswordField, TextField } from '#web/components/form-fields';
import { NameFields, PhoneAndCountryFields } from '#web/components/person-fields';
import { SocialSignIn } from '#web/components/social-sign-in';
import { usePageTitle } from '#web/components/use-page-title';
import { REGISTRATION_MESSAGES } from '#web/lib/auth/auth-errors';
import { accountActions } from '#web/lib/auth/auth-ready';
import type { LoginPageState } from '#web/lib/navigation-state';
import { paths } from '#web/lib/paths';
import { useRuntimeConfig } from '#web/lib/runtime-config';
import { SiteLink, useSiteNavigate } from '#web/lib/site-navigation';
import { toast } from '#web/lib/toast/toast';
import { signUpErrorMessage } from './api/sign-up-errors';

type Values = Required<{ [K in keyof RegisterInput]: string }>;
type Field = keyof Values;

/** Field order on screen: the first one with an error gets the focus. */
const FIELD_ORDER: readonly Field[] = [
  'firstName',
  'lastName',
  'email',
  'phoneCode',
  'phone',
  'country',
  'password',
];

const EMPTY: Values = {
  firstName: '',
  lastName: '',
  email: '',
  phoneCode: DEFAULT_PHONE_COUNTRY_CODE,
  phone: '',
  country: '',
  password: '',
};

export function RegisterPage() {
  usePageTitle('Register');
  const navigate = useSiteNavigate();
  const { local, mailboxUrl } = useRuntimeConfig();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  // The common-password list arrives while the form is filled in, not when it is sent.
  useEffect(() => preloadCommonPasswords(), []);

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // A field's message goes as soon as the person changes that field.
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setFailure(undefined);
    setBusy(true);
    const result = await fieldErrorsAsync(registerSchema, values);
    if (!result.ok) {
      setBusy(false);
      setErrors(result.errors);
      const first = FIELD_ORDER.find((field) => result.errors[field]);
      const control = first ? form.elements.namedItem(first) : null;
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    setErrors({});
    const { data } = result;
    try {
      await (await accountActions()).registerAccount({
        email: data.email,
        password: data.password,
        firstName: data.firstName,
        lastName: data.lastName,
        phone: composePhone(data.phoneCode, data.phone),
        country: data.country,
      });
      toast.success(REGISTRATION_MESSAGES.success);
      const state: LoginPageState = { email: data.email };
      navigate(paths.login, { state });
    } catch (error) {
      setFailure(signUpErrorMessage(error));
      setBusy(false);
    }
  }

  return (
    <div className="page auth-page auth-page--single">
      <div className="card auth-card auth-card--wide">
        <header className="auth-card__header">
          <h1>Create your free account</h1>
          <p className="auth-card__lead">
            Keep your policy documents in one place, see what you are covered for and check a claim before you
            make it.
          </p>
        </header>
        <SocialSignIn verb="Sign up" />
        <p className="divider">
          <span>or register with your e-mail address</span>
        </p>
        <form className="form" noValidate onSubmit={submit} aria-label="Register">
          {failure && <Alert tone="error">{failure}</Alert>}
          <NameFields values={values} errors={errors} onChange={update} />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={values.email}
            error={errors.email}
            onChange={(event) => update('email', event.target.value)}
          />
          <PhoneAndCountryFields values={values} errors={errors} onChange={update} />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="new-password"
            hint="At least 8 characters, and not a common password."
            value={values.password}
            error={errors.password}
            onChange={(event) => update('password', event.target.value)}
          />
          <p className="form__legal">
            By creating an account you confirm you are 18 or over and agree to our{' '}
            <SiteLink to={paths.termsConditions}>Terms &amp; Conditions</SiteLink> and{' '}
            <SiteLink to={paths.privacyPolicy}>Privacy Policy</SiteLink>.
          </p>
          <Button type="submit" className="button--block" disabled={busy}>
            {busy ? 'Creating your account…' : 'Create Account'}
          </Button>
          {local && mailboxUrl && (
            <p className="form__note">
              Running locally: the confirmation e-mail arrives in the{' '}
              <a href={mailboxUrl} target="_blank" rel="noopener noreferrer">
                local mailbox<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
              .
            </p>
          )}
        </form>
        <p className="auth-card__switch">
          Already have an account? <SiteLink to={paths.login}>Log in</SiteLink>
        </p>
      </div>
    </div>
  );
}
