import type { FocusEvent, FormEvent, ReactNode } from 'react';
import type { FormValidation } from './use-form-validation';

type Props = {
  validation: FormValidation;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
  /** Extra work on blur or input besides validation (e.g. the affiliate check). */
  onBlur?: (event: FocusEvent<HTMLFormElement>) => void;
  onChange?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
};

/**
 * The frame every popup form shares. The validation hook owns the element and
 * checks it through the forms wasm on blur and input; the browser's own
 * validation is off because the shared rules decide, not HTML attributes.
 */
export function ValidatedForm({ validation, onSubmit, onBlur, onChange, children }: Props) {
  const { formRef } = validation;
  return (
    <form
      ref={formRef}
      className="auth-form"
      onSubmit={(event) => void onSubmit(event)}
      onBlur={(event) => {
        validation.onBlur(event);
        onBlur?.(event);
      }}
      onChange={(event) => {
        validation.onChange(event);
        onChange?.(event);
      }}
      noValidate
    >
      {children}
    </form>
  );
}
