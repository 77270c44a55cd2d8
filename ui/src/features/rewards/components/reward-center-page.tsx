import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { selectCustomerId, useSessionStore } from '../../../lib/session/session-store';
import { useCore } from '../../../lib/wasm/use-core';
import { pointsKeys, postSeen, usePointsBalance } from '../api/points-api';
import { ConvertForm } from './convert-form';
import { MallGrid } from './mall-grid';
import { PointsJournal } from './points-journal';
import { RedeemHistory } from './redeem-history';
import { SectionState } from './section-state';

const TABS = ['mall', 'history', 'convert', 'detail'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABEL = {
  mall: 'rewards.tabMall',
  history: 'rewards.tabHistory',
  convert: 'rewards.tabConvert',
  detail: 'rewards.tabDetail',
} as const;

/**
 * The reward center (member center page rewardCenter): the member's points,
 * the points mall, redeem history, converting points to money and the points
 * detail. Opening it marks the redeem decisions as seen (the unread badge).
 */
export function RewardCenterPage() {
  const { t, i18n } = useTranslation();
  const customerId = useSessionStore(selectCustomerId);
  const queryClient = useQueryClient();
  const balance = usePointsBalance(customerId);
  const { core } = useCore();
  const [tab, setTab] = useState<Tab>('mall');
  // The decisions unseen when the page opened, shown once: the server forgets them now.
  const [newDecisions, setNewDecisions] = useState(0);
  const marked = useRef(false);
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({
    mall: null,
    history: null,
    convert: null,
    detail: null,
  });

  useEffect(() => {
    if (!balance.data || marked.current) return;
    marked.current = true;
    const unseen = balance.data.unseenDecisions;
    if (unseen === 0) return;
    void postSeen().then(() => {
      setNewDecisions(unseen);
      return queryClient.invalidateQueries({ queryKey: pointsKeys.balance(customerId) });
    });
  }, [balance.data, queryClient, customerId]);

  const formatTime = useCallback(
    (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
    [i18n.language],
  );
  const showMoney = useCallback((minor: number, text: string) => (core ? core.formatMinor(minor, true) : text), [core]);
  const points = balance.data?.points ?? 0;

  // Arrow keys move between tabs (WAI-ARIA tabs pattern); Tab moves into the panel.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length] ?? 'mall';
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="rewards">
      <SectionState query={balance} empty={false} emptyTitle="" emptyLine="" icon="trophy">
        <div className="rewards__balance">
          <Icon name="trophy" size={28} />
          <div>
            <p className="rewards__balance-label">{t('rewards.balanceLabel')}</p>
            <p className="rewards__balance-value" data-testid="points-balance">
              {t('rewards.pointsCount', { count: points, formatted: points.toLocaleString() })}
            </p>
            <p className="rewards__balance-line">{t('rewards.earnLine')}</p>
          </div>
          {newDecisions > 0 ? (
            <p className="rewards__decisions" role="status">
              {t('rewards.newDecisions', { count: newDecisions })}
            </p>
          ) : null}
        </div>
      </SectionState>
      <div className="rewards__tabs" role="tablist" aria-label={t('rewards.tabsLabel')}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(node) => {
              tabRefs.current[name] = node;
            }}
            type="button"
            role="tab"
            id={`rewards-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`rewards-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className="rewards__tab"
            onClick={() => setTab(name)}
            onKeyDown={onTabKey}
          >
            {t(TAB_LABEL[name])}
          </button>
        ))}
      </div>
      <div
        className="rewards__panel"
        role="tabpanel"
        id={`rewards-panel-${tab}`}
        aria-labelledby={`rewards-tab-${tab}`}
      >
        {tab === 'mall' ? <MallGrid points={points} showMoney={showMoney} /> : null}
        {tab === 'history' ? <RedeemHistory formatTime={formatTime} /> : null}
        {tab === 'convert' ? <ConvertForm points={points} core={core} /> : null}
        {tab === 'detail' ? <PointsJournal formatTime={formatTime} /> : null}
      </div>
    </div>
  );
}
