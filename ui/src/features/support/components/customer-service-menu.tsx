import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/icon';
import type { CustomerServiceChannel } from '../api/get-site-links';
import { openSupportWindow, opensInSupportWindow } from '../lib/support-window';

const ICONS: Record<string, IconName> = { livechat: 'headset', telegram: 'message', facebook: 'users' };

type Props = { channels: readonly CustomerServiceChannel[] };

/**
 * The side menu's customer-service links (spec section 2: live chat, Facebook,
 * Telegram) as the operator configured them (panaloctl cs ...). Live chat on
 * the web opens in the 440 by 750 support window; the others in a new tab.
 */
export function CustomerServiceMenu({ channels }: Props) {
  const { t } = useTranslation();
  const shown = channels;
  if (shown.length === 0) return null;
  return (
    <ul className="side-menu__list" aria-label={t('support.customerServiceList')}>
      {shown.map((c) => {
        const inWindow = c.csType === 'livechat' && opensInSupportWindow(c.path);
        return (
          <li key={`${c.csType}:${c.path}`}>
            <a
              className="side-link side-link--quiet"
              href={c.path}
              target="_blank"
              rel="noopener noreferrer"
              data-cs-type={c.csType}
              onClick={(e) => {
                if (inWindow && openSupportWindow(c.path)) e.preventDefault();
              }}
            >
              <Icon name={ICONS[c.csType] ?? 'headset'} size={18} />
              {c.title}
              <span className="visually-hidden">
                {' '}
                {inWindow ? t('support.opensInSupportWindow') : t('common.opensInNewTab')}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
