// The message keys of shared/include/panalo/validation/messages.hpp (the wire
// contract) with the names the translations give their parameters. Only names:
// which message applies is decided in C++.

export const FORM_MESSAGE_PARAMS = {
  input_cannot_be_empty: [],
  account_format_incorrect: [],
  password_format_incorrect: [],
  password_length_range: ['min', 'max'],
  password_too_common: [],
  password_equals_username: [],
  password_contains_name: [],
  payment_password_equals_password: [],
  incorrect_confirmation: [],
  confirm_password_incorrect: [],
  real_name_format_incorrect: [],
  phone_format_incorrect: [],
  valid_mobile_number: [],
  phone_number_digits: ['digits'],
  enter_mobile_number: [],
  email_format_incorrect: [],
  valid_verification_code: [],
  complete_verification_first: [],
  invalid_invitation_code: [],
  confirm_age: ['age'],
  terms_not_accepted: [],
  feedback_word_range: ['min', 'max'],
  field_format_incorrect: [],
  field_length_range: ['min', 'max'],
  remark_too_long: ['max'],
  too_many_images: ['max'],
  image_type_not_allowed: [],
  image_too_large: ['maxMegabytes'],
} as const satisfies Record<string, readonly string[]>;

export type FormMessageKey = keyof typeof FORM_MESSAGE_PARAMS;

export function isFormMessageKey(key: string): key is FormMessageKey {
  return Object.prototype.hasOwnProperty.call(FORM_MESSAGE_PARAMS, key);
}

/** i18next options for a message: params [8, 64] become {min: 8, max: 64}. */
export function messageInterpolation(key: FormMessageKey, params: readonly number[]): Record<string, number> {
  const names: readonly string[] = FORM_MESSAGE_PARAMS[key];
  return Object.fromEntries(names.map((name, index) => [name, params[index] ?? 0]));
}
