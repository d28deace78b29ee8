import { type FormEvent, useEffect, useState } from 'react';
import { type FieldErrors, fieldErrorsAsync } from '#domain/schemas/form-errors';
import { preloadCommonPasswords } from '#domain/schemas/new-password';
import { Alert } from '#web/components/alert';
import { firstInvalidField, focusControl } from '#web/components/field-binding';
import { SubmitOrCancel } from '#web/components/form-actions';
import { PasswordField } from '#web/components/form-fields';
import { CHANGE_PASSWORD_MESSAGES, changePasswordFailure } from '#web/lib/auth/change-password';
import { useSession } from '#web/lib/auth/session-context';
import { toast } from '#web/lib/toast/toast';
import { useChangePassword } from '../api/change-password';
import {
  CHANGE_PASSWORD_FIELDS,
  type ChangePasswordField,
  type ChangePasswordValues,
  changePasswordSchemaFor,
  EMPTY_CHANGE_PASSWORD,
} from '../change-password-values';

const LABELS: Record<ChangePasswordField, string> = {
  currentPassword: 'Current Password',
  password: 'New Password',
  confirmPassword: 'Confirm New Password',
};

function focusField(form: HTMLFormElement | null, errors: FieldErrors<ChangePasswordValues>) {
  focusControl(form, firstInvalidField(CHANGE_PASSWORD_FIELDS, errors));
}

/** Current password, then the new one twice; a wrong current password is said beside it. */
export function ChangePasswordForm({ onDone }: { readonly onDone: () => void }) {
  const change = useChangePassword();
  const { user } = useSession();
  const [values, setValues] = useState<ChangePasswordValues>(EMPTY_CHANGE_PASSWORD);
  const [errors, setErrors] = useState<FieldErrors<ChangePasswordValues>>({});
  const [formError, setFormError] = useState<string>();
  const [checking, setChecking] = useState(false);
  const busy = checking || change.isPending;

  // The common-password list arrives while the new password is typed, not when it is sent.
  useEffect(() => preloadCommonPasswords(), []);

  function update(field: ChangePasswordField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
    setFormError(undefined);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setChecking(true);
    const schema = changePasswordSchemaFor([user?.email, user?.givenName, user?.familyName]);
    const result = await fieldErrorsAsync(schema, values);
    setChecking(false);
    if (!result.ok) {
      setErrors(result.errors);
      focusField(form, result.errors);
      return;
    }
    change.mutate(
      { email: user?.email ?? '', currentPassword: values.currentPassword, password: values.password },
      {
        onSuccess: () => {
          toast.success(CHANGE_PASSWORD_MESSAGES.changed);
          onDone();
        },
        onError: (error) => {
          const failure = changePasswordFailure(error);
          if (!failure.field) return setFormError(failure.message);
          const found = { [failure.field]: failure.message };
          setErrors(found);
          focusField(form, found);
        },
      },
    );
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-label="Change password">
      {formError && <Alert tone="error">{formError}</Alert>}
      {CHANGE_PASSWORD_FIELDS.map((field) => (
        <PasswordField
          key={field}
          label={LABELS[field]}
          name={field}
          autoComplete={field === 'currentPassword' ? 'current-password' : 'new-password'}
          hint={field === 'password' ? 'At least 8 characters, and not a common password.' : undefined}
          value={values[field]}
          error={errors[field]}
          onChange={(event) => update(field, event.target.value)}
        />
      ))}
      <SubmitOrCancel busy={busy} submitLabel="Update Password" busyLabel="Updating…" onCancel={onDone} />
    </form>
  );
}
