import { useState } from 'react';
import { type FieldMessages, type FieldValues, fieldBinder, withoutError } from './field-binding';

/**
 * A form's values and the message beside each field. Changing a field clears its message;
 * `field(name)` gives the props that tie a field component to it.
 */
export function useFieldValues<V extends FieldValues<V>>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldMessages<V>>({});

  function update(field: keyof V & string, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutError(current, field));
  }

  return { values, errors, setErrors, update, field: fieldBinder(values, errors, update) };
}
