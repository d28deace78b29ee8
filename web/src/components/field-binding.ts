import type { ChangeEvent } from 'react';

/** A form's text values by field name (`V extends FieldValues<V>`), and the message beside each. */
export type FieldValues<V> = { readonly [K in keyof V]: string };
export type FieldMessages<V> = Partial<Record<keyof V & string, string>>;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What a field component needs to show one of a form's values and report a change to it. */
export interface FieldBinding {
  readonly name: string;
  readonly value: string;
  readonly error: string | undefined;
  readonly onChange: (event: ChangeEvent<Control>) => void;
}

/**
 * Ties fields to a form's values by name: `<TextField label="Email" {...field('email')} />` shows
 * the value and its message, and hands each change to `onChange`.
 */
export function fieldBinder<V extends FieldValues<V>>(
  values: V,
  errors: FieldMessages<V>,
  onChange: (field: keyof V & string, value: string) => void,
): (field: keyof V & string) => FieldBinding {
  return (field) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event) => onChange(field, event.target.value),
  });
}

/** The messages without one field's: it goes as soon as the person changes that field. */
export function withoutError<E extends Partial<Record<string, string>>>(errors: E, field: string): E {
  if (!errors[field]) return errors;
  const { [field]: _cleared, ...rest } = errors;
  return rest as E;
}

/** The first field, in screen order, that has a message. */
export function firstInvalidField<F extends string>(
  order: readonly F[],
  errors: Readonly<Partial<Record<string, string>>>,
): F | undefined {
  return order.find((field) => errors[field]);
}

/** Moves focus to a form's control by its name, if there is one. */
export function focusControl(form: HTMLFormElement | null | undefined, name: string | undefined): void {
  const control = name ? form?.elements.namedItem(name) : null;
  if (control instanceof HTMLElement) control.focus();
}
