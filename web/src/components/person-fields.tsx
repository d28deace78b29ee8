import { COUNTRIES, COUNTRY_NAMES } from '#domain/constants';
import { SelectField, TextField } from './form-fields';
import { PhoneField } from './phone-field';

/**
 * The personal details every account form asks for (register, complete profile, profile edit):
 * names, phone with its country code, and country of residence, with each field's message.
 */
export interface PersonValues {
  readonly firstName: string;
  readonly lastName: string;
  readonly phoneCode: string;
  readonly phone: string;
  readonly country: string;
}

type PersonErrors = Partial<Record<keyof PersonValues, string>>;

interface Props {
  readonly values: PersonValues;
  readonly errors: PersonErrors;
  readonly onChange: (field: keyof PersonValues, value: string) => void;
}

const COUNTRY_OPTIONS = COUNTRIES.map((code) => ({ value: code, label: COUNTRY_NAMES[code] }));

export function NameFields({ values, errors, onChange }: Props) {
  return (
    <div className="form__row">
      <TextField
        label="First name"
        name="firstName"
        autoComplete="given-name"
        value={values.firstName}
        error={errors.firstName}
        onChange={(event) => onChange('firstName', event.target.value)}
      />
      <TextField
        label="Last name"
        name="lastName"
        autoComplete="family-name"
        value={values.lastName}
        error={errors.lastName}
        onChange={(event) => onChange('lastName', event.target.value)}
      />
    </div>
  );
}

export function PhoneAndCountryFields({ values, errors, onChange }: Props) {
  return (
    <>
      <PhoneField
        code={values.phoneCode}
        digits={values.phone}
        error={errors.phone ?? errors.phoneCode}
        onCodeChange={(code) => onChange('phoneCode', code)}
        onDigitsChange={(digits) => onChange('phone', digits)}
      />
      <SelectField
        label="Country of residence"
        name="country"
        autoComplete="country"
        placeholder="Select your country"
        options={COUNTRY_OPTIONS}
        value={values.country}
        error={errors.country}
        onChange={(event) => onChange('country', event.target.value)}
      />
    </>
  );
}
