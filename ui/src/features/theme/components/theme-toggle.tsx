import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { selectTheme, selectToggleTheme, useThemeStore } from '../stores/theme-store';

export function ThemeToggle({ withLabel = false }: { withLabel?: boolean }) {
  const { t } = useTranslation();
  const theme = useThemeStore(selectTheme);
  const toggle = useThemeStore(selectToggleTheme);
  const label = theme === 'dark' ? t('theme.useLight') : t('theme.useDark');
  return (
    <button
      type="button"
      className={withLabel ? 'theme-toggle theme-toggle--wide' : 'icon-button theme-toggle'}
      onClick={toggle}
      aria-label={withLabel ? undefined : label}
      title={label}
      data-testid="theme-toggle"
    >
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
      {withLabel && <span>{theme === 'dark' ? t('theme.light') : t('theme.dark')}</span>}
    </button>
  );
}
