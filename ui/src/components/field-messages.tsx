import { useTranslation } from 'react-i18next';
import type { FieldMessage } from '../lib/wasm/forms-api';
import { messageInterpolation } from '../lib/wasm/forms-messages';

/** The validators' verdict on one field, translated; referenced by the control's aria-describedby. */
export function FieldMessages({ id, messages }: { id: string; messages: readonly FieldMessage[] }) {
  const { t } = useTranslation();
  if (messages.length === 0) return null;
  // Parameter names come from FORM_MESSAGE_PARAMS, keyed like the bundle; i18next's
  // types cannot pair a key chosen at run time with its parameters, hence the widening.
  const translate = t as unknown as (key: string, options: Record<string, number>) => string;
  const translateMessage = (message: FieldMessage) =>
    translate(`validation.messages.${message.key}`, messageInterpolation(message.key, message.params));
  return (
    <ul id={id} className="field__messages">
      {messages.map((message) => (
        <li key={`${message.key}:${message.params.join(',')}`} className="field__message">
          {translateMessage(message)}
        </li>
      ))}
    </ul>
  );
}
