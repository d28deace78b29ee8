import { type FormEvent, useState } from 'react';
import { DEFAULT_PHONE_COUNTRY_CODE } from '#domain/constants';
import { composePhone } from '#domain/schemas/form-messages';
import type { RegisterInput } from '#domain/schemas/new-password';
import { firstInvalidField, focusControl } from '#web/components/field-binding';
import { useFieldValues } from '#web/components/use-field-values';
import type { Registration } from '#web/lib/auth/account-actions';
import { REGISTRATION_MESSAGES } from '#web/lib/auth/auth-errors';
import { accountActions } from '#web/lib/auth/auth-ready';
import { newPasswordSchemas } from '#web/lib/form-schemas';
import type { LoginPageState } from '#web/lib/navigation-state';
import { paths } from '#web/lib/paths';
import { useSiteNavigate } from '#web/lib/site-navigation';
import { toast } from '#web/lib/toast/toast';
import { signUpErrorMessage } from '../api/sign-up-errors';

export type RegisterValues = Required<{ [K in keyof RegisterInput]: string }>;

/** Field order on screen: the first one with an error gets the focus. */
const FIELD_ORDER: readonly (keyof RegisterValues)[] = [
  'firstName',
  'lastName',
  'email',
  'phoneCode',
  'phone',
  'country',
  'password',
];

const EMPTY: RegisterValues = {
  firstName: '',
  lastName: '',
  email: '',
  phoneCode: DEFAULT_PHONE_COUNTRY_CODE,
  phone: '',
  country: '',
  password: '',
};

/** What the user pool is asked to register, from the checked form. */
export function registrationOf(data: RegisterValues): Registration {
  return {
    email: data.email,
    password: data.password,
    firstName: data.firstName,
    lastName: data.lastName,
    phone: composePhone(data.phoneCode, data.phone),
    country: data.country,
  };
}

/** The register form: its values, each field's message, and what a failed sign-up said. */
export function useRegisterForm() {
  const navigate = useSiteNavigate();
  const form = useFieldValues<RegisterValues>(EMPTY);
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  // The schemas and the common-password list arrive while the form is filled in, not when it is sent.
  function prepare() {
    newPasswordSchemas.load().then(
      ({ preloadCommonPasswords }) => preloadCommonPasswords(),
      () => undefined,
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const control = event.currentTarget;
    setFailure(undefined);
    setBusy(true);
    const [{ registerSchema }, { fieldErrorsAsync }] = await Promise.all([
      newPasswordSchemas.load(),
      import('#domain/schemas/form-errors'),
    ]);
    const result = await fieldErrorsAsync(registerSchema, form.values);
    if (!result.ok) {
      setBusy(false);
      form.setErrors(result.errors);
      focusControl(control, firstInvalidField(FIELD_ORDER, result.errors));
      return;
    }
    form.setErrors({});
    try {
      await (await accountActions()).registerAccount(registrationOf(result.data));
      toast.success(REGISTRATION_MESSAGES.success);
      const state: LoginPageState = { email: result.data.email };
      navigate(paths.login, { state });
    } catch (error) {
      setFailure(signUpErrorMessage(error));
      setBusy(false);
    }
  }

  return { ...form, failure, busy, submit, prepare };
}
