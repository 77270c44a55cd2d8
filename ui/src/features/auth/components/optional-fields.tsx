import { useTranslation } from 'react-i18next';
import type { FieldMessage, FormsApi, RegistrationSettings } from '../../../lib/wasm/forms-api';
import type { en } from '../../../locales/en';
import { FormField } from '../../../components/form-field';

// Label keys are typed by the English bundle; the names come from wasm as plain
// strings, so a field shared/ adds before the locales name it shows its key.
type LabelKey = `validation.fields.${keyof (typeof en)['validation']['fields']}`;
const labelKey = (name: string) => `validation.fields.${name}` as LabelKey;

// How a field is typed in, by name; which fields exist and in what order comes
// from shared/ (kOptionalRegistrationFields) through the forms module.
const INPUT_TYPES: Readonly<Record<string, string>> = {
  email: 'email',
  paymentPassword: 'password',
  qqNum: 'tel',
  whatsapp: 'tel',
};
const AUTOCOMPLETE: Readonly<Record<string, string>> = {
  payeeName: 'name',
  email: 'email',
  paymentPassword: 'new-password',
};
// The captcha is the image captcha (CaptchaField), drawn by the register form itself.
const DRAWN_ELSEWHERE: ReadonlySet<string> = new Set(['captcha']);

/** The optional registration fields the operator enabled (spec section 5), each required only when configured. */
export function OptionalFields({
  forms,
  settings,
  messagesFor,
}: {
  forms: Pick<FormsApi, 'optionalRegistrationFields'>;
  settings: RegistrationSettings;
  messagesFor: (name: string) => readonly FieldMessage[];
}) {
  const { t } = useTranslation();
  return (
    <>
      {forms
        .optionalRegistrationFields()
        .filter((name) => settings.fields?.[name]?.enabled === true && !DRAWN_ELSEWHERE.has(name))
        .map((name) => (
          <FormField
            key={name}
            label={t(labelKey(name))}
            name={name}
            type={INPUT_TYPES[name] ?? 'text'}
            autoComplete={AUTOCOMPLETE[name] ?? 'off'}
            aria-required={settings.fields?.[name]?.required === true}
            messages={messagesFor(name)}
          />
        ))}
    </>
  );
}
