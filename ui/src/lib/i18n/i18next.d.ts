import 'i18next';
import type { en } from '../../locales/en';

// Makes t('some.key') a checked key of the English bundle.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
