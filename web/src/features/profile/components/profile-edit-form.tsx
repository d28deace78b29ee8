import { type FormEvent, useState } from 'react';
import { composePhone, type ProfileUpdate, profileUpdateSchema } from '#domain/schemas/account';
import { type FieldErrors, fieldErrors } from '#domain/schemas/form-errors';
import { firstInvalidField, focusControl } from '#web/components/field-binding';
import { SubmitOrCancel } from '#web/components/form-actions';
import { TextField } from '#web/components/form-fields';
import { NameFields, PhoneAndCountryFields } from '#web/components/person-fields';
import { useSession } from '#web/lib/auth/session-provider';
import { failureToast } from '#web/lib/failure-toast';
import { toast } from '#web/lib/toast/toast';
import type { Profile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { formValuesFrom, type ProfileFormValues } from '../profile-form-values';

type Field = keyof ProfileFormValues;
const FIELD_ORDER: readonly Field[] = ['firstName', 'lastName', 'phone', 'country'];

interface ProfileEditFormProps {
  readonly profile: Profile;
  readonly onDone: () => void;
}

/** Edit mode of the profile: names and country required, the phone may be changed. */
export function ProfileEditForm({ profile, onDone }: ProfileEditFormProps) {
  const { refresh } = useSession();
  const updateProfile = useUpdateProfile();
  const [values, setValues] = useState<ProfileFormValues>(() => formValuesFrom(profile));
  const [errors, setErrors] = useState<FieldErrors<ProfileUpdate>>({});

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    const errorField = field === 'phoneCode' ? 'phone' : field;
    setErrors(({ [errorField]: _cleared, ...rest }) => rest);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const phone = values.phone === '' ? undefined : composePhone(values.phoneCode, values.phone);
    const result = fieldErrors(profileUpdateSchema, {
      firstName: values.firstName,
      lastName: values.lastName,
      country: values.country,
      ...(phone && { phone }),
    });
    if (!result.ok) {
      setErrors(result.errors);
      focusControl(form, firstInvalidField(FIELD_ORDER, result.errors));
      return;
    }
    const data = result.data;
    const save = () =>
      updateProfile.mutate(data, {
        onSuccess: async () => {
          toast.success('Profile updated successfully.');
          onDone();
          await refresh();
        },
        onError: (error) => failureToast('Error updating profile', error, save),
      });
    save();
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-label="Edit personal information">
      <NameFields values={values} errors={errors} onChange={update} />
      <TextField
        label="Email"
        name="email"
        type="email"
        value={profile.email}
        readOnly
        disabled
        hint="Your email address is your login. Change it under Email address, with a code we send to the new address."
      />
      <PhoneAndCountryFields values={values} errors={errors} onChange={update} />
      <SubmitOrCancel
        busy={updateProfile.isPending}
        submitLabel="Save Changes"
        busyLabel="Saving…"
        onCancel={onDone}
      />
    </form>
  );
}
