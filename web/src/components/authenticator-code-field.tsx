import { useId, useRef, useState } from 'react';
import { Alert } from './alert';
import { AUTHENTICATOR_CODE_MESSAGES, authenticatorCode, isAuthenticatorCode } from './authenticator-code';
import { focusControl } from './field-binding';
import { TextField } from './form-fields';

const CODE_FIELD = 'code';

/**
 * The state of a form that asks for an authenticator code: what is typed, and what is wrong with
 * it. `take()` gives the six digits, or says what is wrong and puts focus back in the field;
 * `refuse()` shows why a sent code was not accepted and empties the field for the next one.
 */
export function useAuthenticatorCode() {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const formRef = useRef<HTMLFormElement>(null);
  const errorId = useId();

  function focusCode() {
    focusControl(formRef.current, CODE_FIELD);
  }

  function take(): string | undefined {
    const code = authenticatorCode(typed);
    if (!isAuthenticatorCode(code)) {
      setError(AUTHENTICATOR_CODE_MESSAGES.notSixDigits);
      focusCode();
      return undefined;
    }
    setError(undefined);
    return code;
  }

  function refuse(message: string) {
    setError(message);
    setTyped('');
    focusCode();
  }

  return { formRef, take, refuse, field: { typed, onTypedChange: setTyped, error, errorId } };
}

interface AuthenticatorCodeFieldProps {
  readonly typed: string;
  readonly onTypedChange: (typed: string) => void;
  readonly error: string | undefined;
  readonly errorId: string;
}

/** The code field, with the reason a code was refused above it and tied to it. */
export function AuthenticatorCodeField({
  typed,
  onTypedChange,
  error,
  errorId,
}: AuthenticatorCodeFieldProps) {
  return (
    <>
      {error && (
        <div id={errorId}>
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      <TextField
        label={AUTHENTICATOR_CODE_MESSAGES.label}
        name={CODE_FIELD}
        inputMode="numeric"
        autoComplete="one-time-code"
        spellCheck={false}
        maxLength={9}
        value={typed}
        onChange={(event) => onTypedChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
    </>
  );
}
