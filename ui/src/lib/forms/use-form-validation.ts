import { useCallback, useEffect, useRef, useState, type FocusEvent, type FormEvent, type RefObject } from 'react';
import {
  isFormRefusal,
  type FieldMessage,
  type FieldMessages,
  type FormName,
  type FormValues,
  type FormsApi,
  type RegistrationSettings,
} from '../wasm/forms-api';

const NO_MESSAGES: readonly FieldMessage[] = [];

// Leaving a field by pressing on another control (the terms box, the submit
// button) must not move that control between press and release: the messages
// appearing above it would make the click miss. So a verdict reached while a
// pointer is down is shown once it is released and the click has landed.
let pointerIsDown = false;
let pointerTracking = false;

function trackPointer() {
  if (pointerTracking || typeof window === 'undefined') return;
  pointerTracking = true;
  window.addEventListener('pointerdown', () => (pointerIsDown = true), { capture: true });
  window.addEventListener('pointerup', () => (pointerIsDown = false), { capture: true });
  window.addEventListener('pointercancel', () => (pointerIsDown = false), { capture: true });
}

function afterPointerRelease(show: () => void) {
  if (!pointerIsDown) {
    show();
    return;
  }
  // The click follows pointerup in the same task; a zero timeout lands after it.
  window.addEventListener('pointerup', () => window.setTimeout(show, 0), { once: true, capture: true });
}

/** The named controls of a form as form_json.hpp values: check boxes as booleans, the rest as typed. */
export function readFormValues(form: HTMLFormElement): FormValues {
  const values: FormValues = {};
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement) || element.name === '') continue;
    values[element.name] = element.type === 'checkbox' ? element.checked : element.value;
  }
  return values;
}

function firstInvalidControl(form: HTMLFormElement, fields: FieldMessages): HTMLElement | null {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && element.name in fields) return element;
  }
  return null;
}

type Options = {
  form: FormName;
  /** Null while the validators or the rules are still loading. */
  forms: FormsApi | null;
  settings: RegistrationSettings | null;
  /** Values that are not controls, e.g. oldPasswordKnown. */
  extraValues?: FormValues;
};

export type FormValidation = {
  formRef: RefObject<HTMLFormElement | null>;
  /** Messages to show for a field: only once it was left or a submit was tried. */
  messagesFor: (name: string) => readonly FieldMessage[];
  /** The whole request was refused (e.g. the operator's rules do not load). */
  refused: boolean;
  onBlur: (event: FocusEvent<HTMLFormElement>) => void;
  onChange: (event: FormEvent<HTMLFormElement>) => void;
  /**
   * Shows every message; answers the values when the form may be sent, else
   * focuses the first invalid field. Null as well while the validators load:
   * nothing is sent unchecked.
   */
  validateForSubmit: (form: HTMLFormElement) => FormValues | null;
};

/**
 * Live validation through the wasm validators: the whole form is checked on every
 * blur (rules such as "confirmation equals password" span fields) but a field's
 * messages appear only after the visitor has left it, so nobody is scolded for a
 * field they have not reached yet.
 */
export function useFormValidation({ form, forms, settings, extraValues }: Options): FormValidation {
  const formRef = useRef<HTMLFormElement>(null);
  trackPointer();
  const [fields, setFields] = useState<FieldMessages>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [refused, setRefused] = useState(false);

  const run = useCallback(
    (element: HTMLFormElement): FieldMessages | null => {
      if (!forms || !settings) return null;
      const verdict = forms.validateForm(form, { ...readFormValues(element), ...extraValues }, settings);
      if (isFormRefusal(verdict)) {
        setRefused(true);
        setFields({});
        return null;
      }
      setRefused(false);
      setFields(verdict.fields);
      return verdict.fields;
    },
    [form, forms, settings, extraValues],
  );

  // Fields left while the validators were loading get their verdict once they are in.
  const ready = forms !== null && settings !== null;
  const touchedBeforeReady = useRef(false);
  useEffect(() => {
    if (ready && touchedBeforeReady.current && formRef.current) run(formRef.current);
  }, [ready, run]);

  const touch = (target: EventTarget, formElement: HTMLFormElement) => {
    if (!(target instanceof HTMLInputElement) || target.name === '') return;
    const name = target.name;
    setTouched((previous) => (previous.has(name) ? previous : new Set(previous).add(name)));
    if (!ready) touchedBeforeReady.current = true;
    run(formElement);
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const { target, currentTarget } = event;
    afterPointerRelease(() => touch(target, currentTarget));
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    // A check box has no typing phase: its verdict shows as soon as it changes.
    if (event.target instanceof HTMLInputElement && event.target.type === 'checkbox')
      touch(event.target, event.currentTarget);
    // A field already showing a message is re-checked as it is corrected.
    else if (event.target instanceof HTMLInputElement && event.target.name in fields) run(event.currentTarget);
  };

  const validateForSubmit = (element: HTMLFormElement): FormValues | null => {
    if (!ready) return null;
    setShowAll(true);
    const result = run(element);
    if (result === null) return null;
    if (Object.keys(result).length === 0) return { ...readFormValues(element), ...extraValues };
    firstInvalidControl(element, result)?.focus();
    return null;
  };

  const messagesFor = (name: string) => (showAll || touched.has(name) ? (fields[name] ?? NO_MESSAGES) : NO_MESSAGES);

  return { formRef, messagesFor, refused, onBlur, onChange, validateForSubmit };
}
