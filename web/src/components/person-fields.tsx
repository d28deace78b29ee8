import { COUNTRIES, COUNTRY_NAMES } from '#domain/constants';
import { fieldBinder } from './field-binding';
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

interface PhoneAndCountryProps extends Props {
  /** Registering and completing a profile need a phone number; the profile's edit may leave it out. */
  readonly phoneRequired?: boolean;
}

const COUNTRY_OPTIONS = COUNTRIES.map((code) => ({ value: code, label: COUNTRY_NAMES[code] }));

export function NameFields({ values, errors, onChange }: Props) {
  const field = fieldBinder(values, errors, onChange);
  return (
    <div className="form__row">
      <TextField label="First name" autoComplete="given-name" required {...field('firstName')} />
      <TextField label="Last name" autoComplete="family-name" required {...field('lastName')} />
    </div>
  );
}

export function PhoneAndCountryFields({ values, errors, onChange, phoneRequired }: PhoneAndCountryProps) {
  const field = fieldBinder(values, errors, onChange);
  return (
    <>
      <PhoneField
        code={values.phoneCode}
        digits={values.phone}
        error={errors.phone ?? errors.phoneCode}
        required={phoneRequired}
        onCodeChange={(code) => onChange('phoneCode', code)}
        onDigitsChange={(digits) => onChange('phone', digits)}
      />
      <SelectField
        label="Country of residence"
        autoComplete="country"
        placeholder="Select your country"
        options={COUNTRY_OPTIONS}
        required
        {...field('country')}
      />
    </>
  );
}
