import { COUNTRIES, COUNTRY_NAMES, type Country } from '#domain/constants';
import { splitPhone } from '#domain/schemas/account';
import type { Profile } from './api/get-profile';

/** What the profile forms edit: the phone as the selector's code plus the typed digits. */
export interface ProfileFormValues {
  readonly firstName: string;
  readonly lastName: string;
  readonly phoneCode: string;
  readonly phone: string;
  readonly country: string;
}

function isCountry(value: string | null | undefined): value is Country {
  return (COUNTRIES as readonly string[]).includes(value ?? '');
}

export function countryName(code: string | null | undefined): string | undefined {
  return isCountry(code) ? COUNTRY_NAMES[code] : undefined;
}

/** The form's starting values from a saved profile; suggestions fill names that are not saved yet. */
export function formValuesFrom(
  profile: Profile | undefined,
  suggested: { readonly firstName?: string; readonly lastName?: string } = {},
): ProfileFormValues {
  const { phoneCode, phone } = splitPhone(profile?.phone);
  return {
    firstName: profile?.firstName ?? suggested.firstName ?? '',
    lastName: profile?.lastName ?? suggested.lastName ?? '',
    phoneCode,
    phone,
    country: isCountry(profile?.country) ? (profile?.country ?? '') : '',
  };
}

/** '+447700900123' → '+44 7700900123', for reading. */
export function displayPhone(phone: string | null | undefined): string | undefined {
  if (!phone) return undefined;
  const parts = splitPhone(phone);
  return `${parts.phoneCode} ${parts.phone}`;
}
