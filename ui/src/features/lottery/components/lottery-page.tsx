import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { GameDialogs } from '../../../components/games/game-dialogs';
import { NoDataView } from '../../../components/no-data-view';
import { PageHeading } from '../../../components/page-heading';
import { queryKeys } from '../../../lib/api/query-keys';
import { prizeModeOf, SEA_LOTTERY_VENDOR, VIETNAM_LOTTERY_VENDOR } from '../../../lib/navigation/nav-categories';
import { useGameMenus } from '../../../lib/navigation/use-nav-categories';
import { selectCustomerId, selectLoginName, useSessionStore } from '../../../lib/session/session-store';
import { getLotteryMenu, getRecentLotteryGames, type LotteryGame } from '../api/lottery-menu';
import { lotteryFavouriteKey, useLotteryFavourites } from '../model/lottery-favourites';
import type { LotteryKind } from '../model/lottery-kind';
import { LotteryPlayPanel } from './lottery-play-panel';
import { LotteryResults } from './lottery-results';
import { LotteryTile } from './lottery-tile';

/** Which of the prize mode's games a page lists: its vendor's (vn, sea) or all of them (/lottery). */
export function gamesOfKind<T extends { vassalage: string }>(kind: LotteryKind, games: readonly T[]): T[] {
  if (kind === 'vn') return games.filter((g) => g.vassalage === VIETNAM_LOTTERY_VENDOR);
  if (kind === 'sea') return games.filter((g) => g.vassalage === SEA_LOTTERY_VENDOR);
  return [...games];
}

/**
 * /lottery (query gameCode), /seaLottery and /vnLottery: login required, no
 * footer (spec section 2). The prize mode comes from the vendor data (spec
 * section 4): e-lottery when the e-lottery lane has a Vietnam lottery or
 * lottery card, else normal; the lottery menu call answers its games. The
 * chosen game (query gameCode, set by a launch elsewhere or a tile here) gets
 * a play panel; favourites are this username's, in local storage.
 */
export function LotteryPage({ kind }: { kind: LotteryKind }) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const gameCode = params.get('gameCode');
  const title = kind === 'sea' ? t('lottery.seaTitle') : kind === 'vn' ? t('lottery.vnTitle') : t('lottery.title');
  const customerId = useSessionStore(selectCustomerId);
  const { favourites, toggle } = useLotteryFavourites(useSessionStore(selectLoginName));

  const menus = useGameMenus(i18n.language);
  const prizeMode = menus.data ? prizeModeOf(menus.data) : null;
  const menu = useQuery({
    queryKey: queryKeys.lotteryMenu(prizeMode ?? ''),
    queryFn: ({ signal }) => getLotteryMenu(prizeMode ?? 'normal', signal),
    enabled: prizeMode !== null,
    staleTime: 60_000,
  });
  const recent = useQuery({
    queryKey: queryKeys.lotteryRecent(customerId),
    queryFn: ({ signal }) => getRecentLotteryGames(signal),
    enabled: customerId !== '',
  });

  const failed = menus.isError || menu.isError;
  const retry = () => {
    if (menus.isError) void menus.refetch();
    if (menu.isError) void menu.refetch();
  };
  const games = menu.data ? gamesOfKind(kind, menu.data.games) : null;
  const recentGames = recent.data ? gamesOfKind(kind, recent.data.list) : [];
  const chosen = games?.find((g) => g.gameCode === gameCode) ?? null;
  const favouriteGames = favourites
    .map((key) => games?.find((g) => lotteryFavouriteKey(g) === key))
    .filter((g): g is LotteryGame => g !== undefined);
  const choose = (game: LotteryGame) => setParams({ gameCode: game.gameCode });
  // One titled grid of tiles: favourites, the games, recent games.
  const section = (id: string, title: string, list: readonly LotteryGame[], className = 'lottery-grid') => (
    <section aria-labelledby={id} className="section">
      <h2 id={id} className="section__title">
        {title}
      </h2>
      <ul className={className}>
        {list.map((g) => (
          <LotteryTile
            key={g.nodeId}
            game={g}
            selected={g.gameCode === gameCode}
            favourite={favourites.includes(lotteryFavouriteKey(g))}
            onSelect={choose}
            onToggleFavourite={toggle}
          />
        ))}
      </ul>
    </section>
  );

  let body;
  if (failed) {
    body = (
      <NoDataView role="alert" icon="refresh" title={t('lottery.loadFailedTitle')} line={t('lottery.loadFailedLine')}>
        <button type="button" className="button button--primary" onClick={retry}>
          {t('common.retry')}
        </button>
      </NoDataView>
    );
  } else if (!games) {
    body = (
      <p className="lottery__state" role="status">
        {t('common.loading')}
      </p>
    );
  } else if (games.length === 0) {
    body = <NoDataView title={t('lottery.emptyTitle')} line={t('lottery.emptyLine')} icon="lottery" />;
  } else {
    body = (
      <>
        {chosen ? (
          <LotteryPlayPanel key={chosen.nodeId} game={chosen} />
        ) : (
          <p className="lottery__hint">{t('lottery.chooseLine')}</p>
        )}
        {favouriteGames.length > 0 && section('lottery-favourites-title', t('lottery.favouritesTitle'), favouriteGames)}
        {section('lottery-games-title', t('lottery.gamesTitle'), games)}
      </>
    );
  }

  return (
    <div className="page lottery-page" data-prize-mode={prizeMode ?? ''}>
      <PageHeading title={title} icon="lottery">
        {prizeMode && (
          <span className="page-heading__tag">
            {prizeMode === 'elottery' ? t('lottery.prizeElottery') : t('lottery.prizeNormal')}
          </span>
        )}
        {gameCode && <span className="page-heading__tag">{t('lottery.gameCode', { code: gameCode })}</span>}
      </PageHeading>
      {body}
      <LotteryResults kind={kind} />
      {recentGames.length > 0 &&
        section('lottery-recent-title', t('lottery.recentTitle'), recentGames, 'lottery-grid lottery-grid--recent')}
      <GameDialogs />
    </div>
  );
}
