import type { FormValue } from '../wasm/forms-api';

/**
 * A text field's submitted value. Text inputs give strings; a value of another
 * shape (a checkbox's boolean, an uploaded image's header) is no text, so it
 * reads as '' rather than as "[object Object]" in a request body.
 */
export function textValue(value: FormValue | undefined): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : '';
}
