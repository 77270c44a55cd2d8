import type { FormsApi, RegistrationSettings } from '../wasm/forms-api';

/** Where a validating form stands: its validators module and the operator's rules, or why they are missing. */
export type FormsReady =
  | { state: 'loading' }
  | { state: 'failed'; errorCode: string; retry: () => void }
  | { state: 'ready'; forms: FormsApi; settings: RegistrationSettings };
