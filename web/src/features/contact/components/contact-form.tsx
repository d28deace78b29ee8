import { type RefObject, useId } from 'react';
import { Alert } from '#web/components/alert';
import { Button } from '#web/components/button';
import type { FieldBinding } from '#web/components/field-binding';
import { SubmitButton } from '#web/components/form-actions';
import { EmailField, TextAreaField, TextField } from '#web/components/form-fields';
import { contactErrorMessage } from '../contact-errors';
import { useContactForm } from '../hooks/use-contact-form';

/** The contact form: idle, loading while sending, a success panel, or an error above the form. */
export function ContactForm() {
  const { send, formRef, successRef, field, submit, startAgain, prepare } = useContactForm();

  if (send.isSuccess) return <ContactSent headingRef={successRef} onStartAgain={startAgain} />;

  return (
    <form
      ref={formRef}
      className="form"
      noValidate
      onSubmit={submit}
      onFocus={prepare}
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className="form__title">
        Send us a message
      </h2>
      {send.isError && <Alert tone="error">{contactErrorMessage(send.error)}</Alert>}
      <TextField label="Name" autoComplete="name" {...field('name')} maxLength={120} />
      <EmailField {...field('email')} maxLength={254} />
      <TextAreaField
        label="Message"
        className="contact-form__message"
        rows={6}
        maxLength={5000}
        {...field('message')}
      />
      <HoneypotField {...field('website')} />
      <div className="form__actions">
        <SubmitButton
          className="button--block"
          busy={send.isPending}
          aria-busy={send.isPending}
          busyLabel={
            <>
              <span className="contact-form__spinner" aria-hidden="true" />
              Sending…
            </>
          }
        >
          Send Message
        </SubmitButton>
      </div>
    </form>
  );
}

/** Left empty by people, who never see it; automated senders tend to fill it in. */
function HoneypotField({ name, value, onChange }: FieldBinding) {
  const id = useId();
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input
        id={id}
        name={name}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={onChange}
      />
    </div>
  );
}

interface ContactSentProps {
  readonly headingRef: RefObject<HTMLHeadingElement | null>;
  readonly onStartAgain: () => void;
}

function ContactSent({ headingRef, onStartAgain }: ContactSentProps) {
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
      <h2 ref={headingRef} tabIndex={-1} className="contact-success__title">
        Message Sent!
      </h2>
      <p>Thank you for contacting us. We've received your message and will get back to you shortly.</p>
      <Button variant="secondary" onClick={onStartAgain}>
        Send another message
      </Button>
    </div>
  );
}
