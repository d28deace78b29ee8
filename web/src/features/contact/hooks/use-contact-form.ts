import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { ContactInput } from '#domain/schemas/public';
import { fieldBinder, firstInvalidField, focusControl } from '#web/components/field-binding';
import { prepare, publicSchemas } from '#web/lib/form-schemas';
import { useSendContactMessage } from '../api/send-contact-message';

export type ContactValues = Required<ContactInput>;
type Errors = Partial<Record<keyof ContactValues, string>>;

const EMPTY: ContactValues = { name: '', email: '', message: '', website: '' };

/** The order fields are checked in, so focus goes to the first one that needs fixing. */
const FIELD_ORDER = ['name', 'email', 'message'] as const;

/** The form's messages, once its schema has loaded (it has by the time any are shown). */
function validate(values: ContactValues): Errors {
  const schemas = publicSchemas.current();
  if (!schemas) return {};
  const result = schemas.fieldErrors(schemas.contactSchema, values);
  return result.ok ? {} : result.errors;
}

/**
 * The contact form's state: its values and messages, the sending, and where focus goes. Messages
 * appear when the visitor first tries to send, then follow their corrections as they type.
 */
export function useContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const send = useSendContactMessage();
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);

  // Focus follows the form's state: to the confirmation once sent, and back to the first field
  // when the visitor chooses to send another message.
  const sent = send.isSuccess;
  const wasSent = useRef(false);
  useEffect(() => {
    if (sent) successRef.current?.focus();
    else if (wasSent.current) focusControl(formRef.current, 'name');
    wasSent.current = sent;
  }, [sent]);

  // Changes may come faster than renders (a page handing back what was typed before it ran).
  function update(field: keyof ContactValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  // Once the visitor has tried to send, the messages follow their corrections.
  useEffect(() => {
    if (submitted) setErrors(validate(values));
  }, [submitted, values]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    await publicSchemas.load();
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    const firstInvalid = firstInvalidField(FIELD_ORDER, found);
    if (firstInvalid) {
      focusControl(formRef.current, firstInvalid);
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

  return {
    send,
    formRef,
    successRef,
    field: fieldBinder(values, errors, update),
    submit,
    startAgain,
    prepare: prepare(publicSchemas),
  };
}
