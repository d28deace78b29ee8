/**
 * What a visitor typed into a prerendered form before its page was running. Taking the markup
 * over puts each field back to what React holds (empty), so the values are read just before and
 * handed back through the fields' own input events afterwards, as if typed then.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const TYPED_INPUTS = new Set(['text', 'email', 'password', 'tel', 'search', 'url', 'number']);

function isTypedField(element: Element): element is Field {
  if (element instanceof HTMLInputElement) return TYPED_INPUTS.has(element.type);
  return element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;
}

function setValue(field: Field, value: string): void {
  // React listens to the element's own value setter; assigning through the prototype's setter
  // makes the following event count as a change.
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

function changedByVisitor(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.selectedOptions].some((option) => !option.defaultSelected);
  return field.value !== field.defaultValue;
}

/** Reads the fields' values now; the returned function puts back those that were changed. */
export function keepTypedValues(root: ParentNode): () => void {
  const typed = [...root.querySelectorAll('input, textarea, select')]
    .filter(isTypedField)
    .filter(changedByVisitor)
    .map((field) => ({ field, value: field.value }));
  return () => {
    for (const { field, value } of typed) {
      // Even where the field still shows it, React holds the empty value until it hears of it.
      if (field.isConnected) setValue(field, value);
    }
  };
}
