import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NoDataView } from '../../../components/no-data-view';
import { PageHeading } from '../../../components/page-heading';
import { errorCodeOf, valueOrThrow } from '../../../lib/api/api-error';
import { errorMessageKey } from '../../../lib/api/error-message-key';
import { selectCustomerId, selectIsLogin, useSessionStore } from '../../../lib/session/session-store';
import type { CoreApi } from '../../../lib/wasm/core-api';
import { loadCore } from '../../../lib/wasm/load-core';
import { useCore } from '../../../lib/wasm/use-core';
import { getOriginalsGames, getOriginalsSeed } from '../api/originals-api';
import type { OriginalsRound, RotatedSeed } from '../api/originals-types';
import { DicePanel } from './dice-panel';
import { FairnessPanel } from './fairness-panel';
import { SlotPanel } from './slot-panel';

type Props = { loadCoreApi?: () => Promise<CoreApi> };

/**
 * The house games (vendor PO) at /rng?vassalage=PO: the fruit slot and the
 * dice, paid from the member's wallet through the platform's seamless wallet,
 * and the provably-fair seed panel. Real money only: a trial account is told
 * so by the server (in_need_true_account). A launch of one game lands here
 * with &game=<code>: that game comes first and takes the focus.
 */
export function OriginalsPage({ loadCoreApi = loadCore }: Props) {
  const { t } = useTranslation();
  const isLogin = useSessionStore(selectIsLogin);
  const customerId = useSessionStore(selectCustomerId);
  const { core } = useCore(loadCoreApi);
  const [lastRound, setLastRound] = useState<OriginalsRound | null>(null);
  // Kept here: rotating the seed changes its hash, which remounts the fairness panel.
  const [revealed, setRevealed] = useState<RotatedSeed['revealed'] | null>(null);
  const [params] = useSearchParams();
  const chosen = params.get('game');
  const gamesRef = useRef<HTMLDivElement>(null);
  const games = useQuery({
    queryKey: ['originals-games'],
    queryFn: ({ signal }) => valueOrThrow(getOriginalsGames(signal)),
    staleTime: 60_000,
  });
  const seed = useQuery({
    queryKey: ['member', customerId, 'originals-seed'],
    queryFn: ({ signal }) => valueOrThrow(getOriginalsSeed(signal)),
    enabled: isLogin,
  });

  const ready = games.isSuccess && seed.isSuccess;
  useEffect(() => {
    if (!ready || !chosen) return;
    const first = gamesRef.current?.querySelector<HTMLElement>('.originals-game__title');
    first?.focus();
  }, [ready, chosen]);

  const heading = <PageHeading title={t('originals.title')} icon="slots" />;
  if (!isLogin) {
    return (
      <div className="page">
        {heading}
        <NoDataView icon="user" title={t('originals.loginTitle')} line={t('originals.loginLine')} />
      </div>
    );
  }
  if (games.isPending || seed.isPending) {
    return (
      <div className="page" aria-busy="true">
        {heading}
        <p role="status">{t('originals.loading')}</p>
      </div>
    );
  }
  if (games.isError || seed.isError) {
    return (
      <div className="page">
        {heading}
        <NoDataView
          role="alert"
          icon="wifiOff"
          title={t('originals.loadFailed')}
          line={t(errorMessageKey(errorCodeOf(games.error ?? seed.error)))}
        >
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              void games.refetch();
              void seed.refetch();
            }}
          >
            {t('common.retry')}
          </button>
        </NoDataView>
      </div>
    );
  }
  const slot = games.data.games.find((g) => g.kind === 'slot');
  const dice = games.data.games.find((g) => g.kind === 'dice');
  const slotPanel = slot && (
    <SlotPanel key="slot" game={slot} core={core} customerId={customerId} onRound={setLastRound} />
  );
  const dicePanel = dice && (
    <DicePanel key="dice" game={dice} core={core} customerId={customerId} onRound={setLastRound} />
  );
  return (
    <div className="page originals">
      {heading}
      <div className="originals__games" ref={gamesRef}>
        {chosen && chosen === dice?.gameCode ? [dicePanel, slotPanel] : [slotPanel, dicePanel]}
      </div>
      <FairnessPanel
        key={seed.data.serverSeedHash}
        seed={seed.data}
        customerId={customerId}
        lastRound={lastRound}
        revealed={revealed}
        onRevealed={setRevealed}
      />
    </div>
  );
}
