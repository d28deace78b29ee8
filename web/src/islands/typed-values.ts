/**
 * What a visitor typed into a prerendered form before its page was running. Taking the markup
 * over puts each field back to what React holds (empty), so the values typed before and during
 * the takeover are kept and handed back through the fields' own input events afterwards, as if
 * typed then.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const TYPED_INPUTS = new Set(['text', 'email', 'password', 'tel', 'search', 'url', 'number']);

function isTypedField(element: Element): element is Field {
  if (element instanceof HTMLInputElement) return TYPED_INPUTS.has(element.type);
  return element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;
}

function setValue(field: Field, value: string): void {
  // React notes a field's value through the element's own setter, and counts an input event as a
  // change only when the value differs from the one it noted. Taking the markup over may note the
  // typed value itself while React's state stays empty, so it is told '' first, then the value
  // goes in through the prototype's setter, which React does not watch.
  if (!(field instanceof HTMLSelectElement)) field.value = '';
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

function changedByVisitor(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.selectedOptions].some((option) => !option.defaultSelected);
  return field.value !== field.defaultValue;
}

/**
 * Keeps what is typed from now on, and what was typed before: the fields' values now, and each
 * field's latest value as the visitor types while the page is being taken over. The returned
 * function stops listening and puts back every value the visitor changed.
 */
export function keepTypedValues(root: ParentNode & EventTarget): () => void {
  const typed = new Map<Field, string>();
  for (const field of root.querySelectorAll('input, textarea, select'))
    if (isTypedField(field) && changedByVisitor(field)) typed.set(field, field.value);
  const record = (event: Event) => {
    if (event.target instanceof Element && isTypedField(event.target))
      typed.set(event.target, event.target.value);
  };
  root.addEventListener('input', record, { capture: true });
  root.addEventListener('change', record, { capture: true });
  return () => {
    root.removeEventListener('input', record, { capture: true });
    root.removeEventListener('change', record, { capture: true });
    for (const [field, value] of typed) {
      // Even where the field still shows it, React holds the empty value until it hears of it.
      if (field.isConnected) setValue(field, value);
    }
  };
}
