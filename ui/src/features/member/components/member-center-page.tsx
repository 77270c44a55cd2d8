import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Icon, type IconName } from '../../../components/icon';
import { NoDataView } from '../../../components/no-data-view';
import { PageHeading } from '../../../components/page-heading';
import { ActiveSessions } from './active-sessions';
import { PasswordEntry } from './password-entry';
import { RegistrationDetails } from './registration-details';

// Member center pages (spec section 2); securityCenter is the default.
const PAGES = [
  { key: 'securityCenter', icon: 'shield' },
  { key: 'transferFund', icon: 'deposit' },
  { key: 'depositv2', icon: 'deposit' },
  { key: 'withdraw', icon: 'withdraw' },
  { key: 'personalHistoryCopy', icon: 'chart' },
  { key: 'transactionHistory', icon: 'chart' },
  { key: 'personalProfit', icon: 'chart' },
  { key: 'rewardCenter', icon: 'trophy' },
  { key: 'messageV2', icon: 'message' },
] as const satisfies readonly { key: string; icon: IconName }[];

type PageKey = (typeof PAGES)[number]['key'];

function isPageKey(value: string | null): value is PageKey {
  return PAGES.some((p) => p.key === value);
}

export function MemberCenterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const requested = params.get('page');
  const current: PageKey = isPageKey(requested) ? requested : 'securityCenter';
  return (
    <div className="page">
      <PageHeading title={t('member.title')} icon="user" />
      <div className="center-layout">
        <nav className="center-menu" aria-label={t('member.menuLabel')}>
          <ul>
            {PAGES.map((p) => (
              <li key={p.key}>
                <Link
                  to={`/member?page=${p.key}`}
                  className="center-menu__link"
                  aria-current={p.key === current ? 'page' : undefined}
                >
                  <Icon name={p.icon} size={18} />
                  {t(`member.${p.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="center-panel" aria-labelledby="member-panel-title">
          <h2 id="member-panel-title" className="center-panel__title">
            {t(`member.${current}`)}
          </h2>
          {current === 'securityCenter' ? (
            <>
              <PasswordEntry />
              <RegistrationDetails />
              <ActiveSessions />
            </>
          ) : (
            <NoDataView title={t('member.emptyTitle')} line={t('member.emptyLine')} icon="user" />
          )}
        </section>
      </div>
    </div>
  );
}
