import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { chooseLanguage } from '../change-language';
import { selectCurrentLanguage, selectLanguages, useLanguageStore } from '../stores/language-store';

/**
 * A native select: with ~40 languages it gives type-ahead, the platform picker on
 * phones and full screen-reader support for free.
 */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const languages = useLanguageStore(selectLanguages);
  const current = useLanguageStore(selectCurrentLanguage);
  const known = languages.some((l) => l.code === current);
  return (
    <div className={compact ? 'lang-select lang-select--compact' : 'lang-select'}>
      <label htmlFor={id} className={compact ? 'visually-hidden' : 'lang-select__label'}>
        {t('language.label')}
      </label>
      <div className="lang-select__control">
        <Icon name="globe" size={18} className="lang-select__icon" />
        <select
          id={id}
          className="lang-select__input"
          value={current}
          data-testid="language-select"
          onChange={(e) => void chooseLanguage(i18n, e.target.value)}
        >
          {!known && <option value={current}>{current}</option>}
          {languages.map((l) => (
            <option key={l.code} value={l.code} lang={l.htmlLang}>
              {l.nativeName}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
