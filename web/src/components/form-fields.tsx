import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from 'react';

/** The ids a control points at with aria-describedby: its hint and its error, when shown. */
function describedBy(hintId: string | undefined, errorId: string | undefined): string | undefined {
  const ids = [hintId, errorId].filter(Boolean).join(' ');
  return ids === '' ? undefined : ids;
}

/** What every control in a field carries: its id, its classes, and the hint and error it is tied to. */
function controlProps(id: string, className: string, error: string | undefined, hint: ReactNode) {
  return {
    id,
    className,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined),
  } as const;
}

function withControlClass(className: string | undefined): string {
  return ['field__control', className].filter(Boolean).join(' ');
}

export function FieldError({ id, children }: { readonly id: string; readonly children: ReactNode }) {
  return (
    <p id={id} className="field__error">
      <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="field__error-icon">
        <circle cx="10" cy="10" r="9" fill="currentColor" />
        <path d="M10 5.5v5.5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
        <circle cx="10" cy="14.2" r="1.2" fill="#fff" />
      </svg>
      <span>{children}</span>
    </p>
  );
}

interface FieldShellProps {
  /** The id of the control the label is for; the hint and error ids are made from it. */
  readonly id: string;
  readonly label: string;
  readonly error?: string | undefined;
  readonly hint?: ReactNode;
  readonly labelAction?: ReactNode;
  /**
   * Said beside the label before anything is sent, not only in the error after. The control itself
   * says it to assistive technology (its `required`), so the mark beside the label is for the eye
   * only, and the label stays the field's name.
   */
  readonly required?: boolean | undefined;
  readonly children: ReactNode;
}

/** A field's frame: the label row, an optional hint above the control, and its error below. */
export function FieldShell({ id, label, error, hint, labelAction, required, children }: FieldShellProps) {
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <div className="field__label-row">
        <span>
          <label htmlFor={id} className="field__label">
            {label}
          </label>
          {required && (
            <span className="field__required" aria-hidden="true">
              {' '}
              (required)
            </span>
          )}
        </span>
        {labelAction}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {children}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  readonly label: string;
  readonly error?: string | undefined;
  readonly hint?: ReactNode;
  /** Shown at the end of the label row, e.g. a 'Forgot password?' link. */
  readonly labelAction?: ReactNode;
}

export function TextField({ label, error, hint, labelAction, className, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <FieldShell
      id={id}
      label={label}
      error={error}
      hint={hint}
      labelAction={labelAction}
      required={input.required}
    >
      <input {...controlProps(id, withControlClass(className), error, hint)} {...input} />
    </FieldShell>
  );
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  readonly label: string;
  readonly error?: string | undefined;
  readonly hint?: ReactNode;
}

/** The e-mail address field of the account and contact forms. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return (
    <TextField label="Email" name="email" type="email" autoComplete="email" inputMode="email" {...props} />
  );
}

/** Several lines of text, with the same label, hint and error as the other fields. */
export function TextAreaField({ label, error, hint, className, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <textarea {...controlProps(id, withControlClass(className), error, hint)} {...textarea} />
    </FieldShell>
  );
}

/** A password input with a button that shows what was typed. */
export function PasswordField({ label, error, hint, labelAction, ...input }: Omit<TextFieldProps, 'type'>) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell
      id={id}
      label={label}
      error={error}
      hint={hint}
      labelAction={labelAction}
      required={input.required}
    >
      <div className="field__control-wrap">
        <input
          type={visible ? 'text' : 'password'}
          {...controlProps(id, 'field__control field__control--with-action', error, hint)}
          {...input}
        />
        <button
          type="button"
          className="field__reveal"
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? 'Hide' : 'Show'}
          <span className="visually-hidden"> {label.toLowerCase()}</span>
        </button>
      </div>
    </FieldShell>
  );
}

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  readonly label: string;
  readonly options: readonly SelectOption[];
  /** The text of an empty first choice, e.g. 'Select your country'. */
  readonly placeholder?: string;
  readonly error?: string | undefined;
  readonly hint?: ReactNode;
}

export function SelectField({ label, options, placeholder, error, hint, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={select.required}>
      <select {...controlProps(id, 'field__control field__select', error, hint)} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
