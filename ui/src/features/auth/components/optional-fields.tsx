import { useTranslation } from 'react-i18next';
import type { FieldMessage, RegistrationSettings } from '../../../lib/wasm/forms-api';
import { FormField } from '../../../components/form-field';

// kOptionalRegistrationFields of registration_settings.hpp, in its display order.
export const OPTIONAL_FIELDS = [
  'payeeName',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'recommenderId',
  'affiliateCode',
  'paymentPassword',
  'captcha',
] as const;

type OptionalField = (typeof OPTIONAL_FIELDS)[number];

const INPUT_TYPES: Partial<Record<OptionalField, string>> = {
  email: 'email',
  paymentPassword: 'password',
  qqNum: 'tel',
  whatsapp: 'tel',
};
const AUTOCOMPLETE: Partial<Record<OptionalField, string>> = {
  payeeName: 'name',
  email: 'email',
  paymentPassword: 'new-password',
  captcha: 'off',
};

/** The optional registration fields the operator enabled (spec section 5), each required only when configured. */
export function OptionalFields({
  settings,
  messagesFor,
}: {
  settings: RegistrationSettings;
  messagesFor: (name: string) => readonly FieldMessage[];
}) {
  const { t } = useTranslation();
  return (
    <>
      {OPTIONAL_FIELDS.filter((name) => settings.fields?.[name]?.enabled === true).map((name) => (
        <FormField
          key={name}
          label={t(`validation.fields.${name}`)}
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
