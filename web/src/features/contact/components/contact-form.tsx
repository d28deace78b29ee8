import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { fieldErrors } from '#domain/schemas/form-errors';
import { type ContactInput, contactSchema } from '#domain/schemas/public';
import { Alert } from '#web/components/alert';
import { Button } from '#web/components/button';
import { FieldError, TextField } from '#web/components/form-fields';
import { useSendContactMessage } from '../api/send-contact-message';
import { contactErrorMessage } from '../contact-errors';

type Values = Required<ContactInput>;
type Errors = Partial<Record<keyof Values, string>>;

const EMPTY: Values = { name: '', email: '', message: '', website: '' };

/** The order fields are checked in, so focus goes to the first one that needs fixing. */
const FIELD_ORDER = ['name', 'email', 'message'] as const;

function validate(values: Values): Errors {
  const result = fieldErrors(contactSchema, values);
  return result.ok ? {} : result.errors;
}

/** The contact form: idle, loading while sending, a success panel, or an error above the form. */
export function ContactForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const send = useSendContactMessage();
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const messageId = useId();
  const honeypotId = useId();

  // Focus follows the form's state: to the confirmation once sent, and back to the first field
  // when the visitor chooses to send another message.
  const sent = send.isSuccess;
  const wasSent = useRef(false);
  useEffect(() => {
    if (sent) successRef.current?.focus();
    else if (wasSent.current) formRef.current?.querySelector<HTMLElement>('[name="name"]')?.focus();
    wasSent.current = sent;
  }, [sent]);

  function update(field: keyof Values, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once the visitor has tried to send, messages follow their corrections as they type.
    if (submitted) setErrors(validate(next));
  }

  function focusField(field: (typeof FIELD_ORDER)[number]) {
    formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      focusField(firstInvalid);
      return;
    }
    send.submit(values);
  }

  function startAgain() {
    setValues(EMPTY);
    setErrors({});
    setSubmitted(false);
    send.reset();
  }

  if (sent) {
    return (
      <div className="contact-success" role="status">
        <svg className="contact-success__icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <circle cx="24" cy="24" r="22" fill="currentColor" />
          <path
            d="m14 25 7 7 13-15"
            fill="none"
            stroke="#fff"
            strokeWidth="4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <h2 ref={successRef} tabIndex={-1} className="contact-success__title">
          Message Sent!
        </h2>
        <p>Thank you for contacting us. We've received your message and will get back to you shortly.</p>
        <Button variant="secondary" onClick={startAgain}>
          Send another message
        </Button>
      </div>
    );
  }

  const messageError = errors.message;
  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="form__title">
        Send us a message
      </h2>
      {send.isError && <Alert tone="error">{contactErrorMessage(send.error)}</Alert>}
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={(event) => update('name', event.target.value)}
        error={errors.name}
        maxLength={120}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        onChange={(event) => update('email', event.target.value)}
        error={errors.email}
        maxLength={254}
      />
      <div className={messageError ? 'field field--invalid' : 'field'}>
        <div className="field__label-row">
          <label htmlFor={messageId} className="field__label">
            Message
          </label>
        </div>
        <textarea
          id={messageId}
          name="message"
          className="field__control contact-form__message"
          rows={6}
          maxLength={5000}
          value={values.message}
          onChange={(event) => update('message', event.target.value)}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? `${messageId}-error` : undefined}
        />
        {messageError && <FieldError id={`${messageId}-error`}>{messageError}</FieldError>}
      </div>
      {/* Left empty by people, who never see it; automated senders tend to fill it in. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={honeypotId}>Website</label>
        <input
          id={honeypotId}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(event) => update('website', event.target.value)}
        />
      </div>
      <div className="form__actions">
        <Button type="submit" className="button--block" disabled={send.isPending} aria-busy={send.isPending}>
          {send.isPending ? (
            <>
              <span className="contact-form__spinner" aria-hidden="true" />
              Sending…
            </>
          ) : (
            'Send Message'
          )}
        </Button>
      </div>
    </form>
  );
}
