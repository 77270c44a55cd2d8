import { useTranslation } from 'react-i18next';
import { Icon } from '../../../app/components/icon';
import { safeLink } from '../lib/safe-link';
import { useCustomerServiceEntries } from '../api/get-customer-service';

/**
 * The customer-service button of the maintenance and block pages (spec section
 * 2): the status's own link when it has one, else the entries of
 * GET /wps/system/customerService.
 */
export function CustomerServiceLinks({ url }: { url: string }) {
  const { t } = useTranslation();
  const direct = safeLink(url);
  // Asked only when the status carries no link of its own.
  const entries = useCustomerServiceEntries(!direct);

  if (direct) return <ServiceLink href={direct} label={t('common.customerService')} />;
  const links = (entries ?? []).flatMap((entry) => {
    const href = safeLink(entry.path);
    return href ? [{ href, label: entry.title || t('common.customerService'), key: `${entry.csType}:${entry.path}` }] : [];
  });
  if (links.length === 0) return null;
  return (
    <ul className="status-page__cs-list" aria-label={t('access.customerServiceList')}>
      {links.map((link) => (
        <li key={link.key}>
          <ServiceLink href={link.href} label={link.label} />
        </li>
      ))}
    </ul>
  );
}

function ServiceLink({ href, label }: { href: string; label: string }) {
  const { t } = useTranslation();
  return (
    <a className="button button--primary status-page__cs" href={href} target="_blank" rel="noopener noreferrer">
      <Icon name="headset" />
      <span>{label}</span>
      <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
    </a>
  );
}
