import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FieldMessage } from '../lib/wasm/forms-api';
import { FieldMessages } from './field-messages';

type CheckFieldProps = {
  children: ReactNode;
  messages?: readonly FieldMessage[];
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'children'>;

/** A check box (terms, age) with the validators' messages under it. */
export function CheckField({ children, messages = [], ...input }: CheckFieldProps) {
  const id = useId();
  const messagesId = `${id}-messages`;
  const invalid = messages.length > 0;
  return (
    <div className={invalid ? 'check-field check-field--invalid' : 'check-field'}>
      <div className="check">
        <input
          id={id}
          type="checkbox"
          className="check__box"
          aria-invalid={invalid}
          aria-describedby={invalid ? messagesId : undefined}
          {...input}
        />
        <label htmlFor={id}>{children}</label>
      </div>
      <FieldMessages id={messagesId} messages={messages} />
    </div>
  );
}
