import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import type { CoreApi } from '../../../lib/wasm/core-api';
import { useCustomerServiceEntries } from '../api/get-customer-service';
import { useLinkCheck } from '../lib/safe-link';

/**
 * The customer-service button of the maintenance and block pages (spec section
 * 2): the status's own link when it has one, else the entries of
 * GET /wps/system/customerService. Every link passes the shared link rule
 * (through the core wasm module) first; nothing is drawn until it is known.
 */
export function CustomerServiceLinks({ url, loadCoreApi }: { url: string; loadCoreApi?: () => Promise<CoreApi> }) {
  const { t } = useTranslation();
  const safeLink = useLinkCheck(loadCoreApi);
  const direct = safeLink ? safeLink(url) : null;
  // Asked only once the link rule is in and the status carries no link of its own.
  const entries = useCustomerServiceEntries(safeLink !== null && !direct);

  if (!safeLink) return null;
  if (direct) return <ServiceLink href={direct} label={t('common.customerService')} />;
  const links = (entries ?? []).flatMap((entry) => {
    const href = safeLink(entry.path);
    return href
      ? [{ href, label: entry.title || t('common.customerService'), key: `${entry.csType}:${entry.path}` }]
      : [];
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
