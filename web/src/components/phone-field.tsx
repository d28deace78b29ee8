import { useId } from 'react';
import { PHONE_COUNTRY_CODES } from '#domain/constants';
import { FieldShell } from './form-fields';

interface PhoneFieldProps {
  readonly code: string;
  readonly digits: string;
  readonly onCodeChange: (code: string) => void;
  /** Receives digits only: anything else typed or pasted is dropped. */
  readonly onDigitsChange: (digits: string) => void;
  readonly error?: string | undefined;
  readonly label?: string;
  readonly required?: boolean;
  readonly name?: string;
  readonly disabled?: boolean;
}

/** A phone number as a country code from the offered list plus the digits of the number. */
export function PhoneField({
  code,
  digits,
  onCodeChange,
  onDigitsChange,
  error,
  label = 'Phone number',
  required,
  name = 'phone',
  disabled,
}: PhoneFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} required={required}>
      <div className="phone-field">
        <select
          className="field__control field__select phone-field__code"
          aria-label="Country code"
          name={`${name}Code`}
          value={code}
          disabled={disabled}
          onChange={(event) => onCodeChange(event.target.value)}
        >
          {PHONE_COUNTRY_CODES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <input
          id={id}
          name={name}
          className="field__control phone-field__number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="7700900123"
          required={required}
          disabled={disabled}
          value={digits}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onDigitsChange(event.target.value.replace(/\D/g, ''))}
        />
      </div>
    </FieldShell>
  );
}
