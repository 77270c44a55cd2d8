import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/icon';
import { CustomerServiceLinks } from './customer-service-links';

type Props = {
  icon: IconName;
  tone: 'gold' | 'rose' | 'sky';
  title: string;
  line: string;
  /** Given on the pages that offer help (maintenance, block); '' falls back to the customer-service list. */
  customerServiceUrl?: string;
  /** The language picker (the language feature's; the app passes it in). */
  languageSelect: ReactNode;
  children?: ReactNode;
};

/**
 * Full-page frame for the maintenance, region-block and error views: the brand
 * mark, one illustration, a short message, and a way to get help. The artwork is
 * pure CSS and icons so it reads the same in every language.
 */
export function StatusPageFrame({ icon, tone, title, line, customerServiceUrl, languageSelect, children }: Props) {
  const { t } = useTranslation();
  return (
    <div className={`status-page status-page--${tone}`}>
      <div className="status-page__glow" aria-hidden="true" />
      <header className="status-page__top">
        <span className="brand-mark" aria-hidden="true">
          P
        </span>
        <span className="brand-word">{t('common.brand')}</span>
        <div className="status-page__lang">{languageSelect}</div>
      </header>
      <main className="status-page__card">
        <div className="status-page__badge" aria-hidden="true">
          <Icon name={icon} size={44} />
        </div>
        <h1 className="status-page__title">{title}</h1>
        <p className="status-page__line">{line}</p>
        {children}
        {customerServiceUrl !== undefined && <CustomerServiceLinks url={customerServiceUrl} />}
      </main>
    </div>
  );
}
