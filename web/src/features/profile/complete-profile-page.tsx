import type { FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { completeProfileSchema, composePhone } from '#domain/schemas/account';
import { fieldErrors } from '#domain/schemas/form-errors';
import { Alert } from '#web/components/alert';
import { SingleAuthPage } from '#web/components/auth-card';
import { firstInvalidField, focusControl } from '#web/components/field-binding';
import { SubmitButton } from '#web/components/form-actions';
import { NameFields, PhoneAndCountryFields } from '#web/components/person-fields';
import { Spinner } from '#web/components/spinner';
import { useFieldValues } from '#web/components/use-field-values';
import { usePageTitle } from '#web/components/use-page-title';
import { useSession } from '#web/lib/auth/session-provider';
import { readCompleteProfileState } from '#web/lib/navigation-state';
import { paths } from '#web/lib/paths';
import { toast } from '#web/lib/toast/toast';
import { useProfile } from './api/get-profile';
import { useUpdateProfile } from './api/update-profile';
import { formValuesFrom, type ProfileFormValues } from './profile-form-values';

type Field = keyof ProfileFormValues;
const FIELD_ORDER: readonly Field[] = ['firstName', 'lastName', 'phoneCode', 'phone', 'country'];

export function CompleteProfilePage() {
  usePageTitle('Complete Profile');
  const location = useLocation();
  const cameFrom = readCompleteProfileState(location.state);
  const profile = useProfile();

  return (
    <SingleAuthPage
      wide
      title="Complete your profile"
      lead="Tell us your name, phone number and country of residence so PolicyLens can show amounts in your currency and point you to the right help for where you live."
    >
      {cameFrom.provider && (
        <Alert tone="info">
          You signed in with {cameFrom.provider}. We just need a few more details to finish setting up your
          account; your {cameFrom.provider} password is never shared with us.
        </Alert>
      )}
      {profile.isPending ? (
        <Spinner label="Loading your profile…" />
      ) : (
        <>
          {profile.isError && <Alert tone="error">Error loading your profile data</Alert>}
          <CompleteProfileForm initial={formValuesFrom(profile.data, cameFrom)} />
        </>
      )}
    </SingleAuthPage>
  );
}

function CompleteProfileForm({ initial }: { readonly initial: ProfileFormValues }) {
  const navigate = useNavigate();
  const { refresh } = useSession();
  const updateProfile = useUpdateProfile();
  const { values, errors, setErrors, update } = useFieldValues<ProfileFormValues>(initial);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = fieldErrors(completeProfileSchema, values);
    if (!result.ok) {
      setErrors(result.errors);
      focusControl(form, firstInvalidField(FIELD_ORDER, result.errors));
      return;
    }
    const { data } = result;
    updateProfile.mutate(
      {
        firstName: data.firstName,
        lastName: data.lastName,
        country: data.country,
        phone: composePhone(data.phoneCode, data.phone),
      },
      {
        onSuccess: async () => {
          toast.success('Profile completed successfully!');
          await refresh();
          navigate(paths.profile, { replace: true });
        },
        onError: (error) => toast.error(error.message || 'Error updating profile'),
      },
    );
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-label="Complete your profile">
      <NameFields values={values} errors={errors} onChange={update} />
      <PhoneAndCountryFields values={values} errors={errors} onChange={update} phoneRequired />
      <SubmitButton className="button--block" busy={updateProfile.isPending} busyLabel="Saving…">
        Complete Profile
      </SubmitButton>
    </form>
  );
}
