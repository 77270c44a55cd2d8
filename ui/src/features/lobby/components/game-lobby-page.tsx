import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { GameDialogs } from '../../../components/games/game-dialogs';
import { GameGrid } from '../../../components/games/game-grid';
import { NoDataView } from '../../../components/no-data-view';
import { PageHeading } from '../../../components/page-heading';
import { errorCodeOf } from '../../../lib/api/api-error';
import { errorMessageKey } from '../../../lib/api/error-message-key';
import {
  useCategoryGames,
  useFavoriteIds,
  useHasMemberLists,
  useLobbyCatalogue,
  useRecentGames,
  useVendorNames,
} from '../../../lib/games/game-queries';
import type { Game } from '../../../lib/games/games-api';
import type { Category } from '../../../lib/navigation/categories';
import type { LobbySelectType } from '../../../lib/wasm/lobby-catalogue';
import { LobbyFilters, type LobbyFilter, type VendorOption } from './lobby-filters';
import { Pagination } from './pagination';

/** Spec section 9: lobby page size 18. */
export const LOBBY_PAGE_SIZE = 18;

function initialFilter(vassalage: string | null): LobbyFilter {
  return vassalage ? { kind: 'vendor', code: vassalage } : { kind: 'all' };
}

/** The category's vendors in catalogue order (the operator's), each once. */
function vendorsOf(games: readonly Game[], names: ReadonlyMap<string, string>): VendorOption[] {
  const seen = new Set<string>();
  const vendors: VendorOption[] = [];
  for (const g of games) {
    if (seen.has(g.vassalage)) continue;
    seen.add(g.vassalage);
    vendors.push({ code: g.vassalage, name: names.get(g.vassalage) ?? g.vassalage });
  }
  return vendors;
}

/**
 * Game list (LIVE, RNG, FISH, PVP, COCKFIGHT, BINGO) and game center (SPORTS,
 * ESPORTS, LOTT, ELOTT) pages (spec section 2, Game lobby). The category's whole
 * catalogue is fetched once and loaded into the wasm lobby filter; choosing a
 * vendor, Recent or Favorite, typing a name or turning a page is answered in
 * the browser at once, by the same C++ rule the server's games list uses.
 * `intro` is what a category shows between its heading and its games (the
 * live hosts on /live, the PVP rooms on /pvp).
 */
export function GameLobbyPage({ category, intro }: { category: Category; intro?: ReactNode }) {
  const [params] = useSearchParams();
  const vassalage = params.get('vassalage');
  // A link with another ?vassalage= (header drop-down) starts the lobby afresh on that vendor.
  return <Lobby key={vassalage ?? ''} category={category} vassalage={vassalage} intro={intro} />;
}

type LobbyProps = { category: Category; vassalage: string | null; intro?: ReactNode };

function Lobby({ category, vassalage, intro }: LobbyProps) {
  const { t } = useTranslation();
  const [chosen, setFilter] = useState<LobbyFilter>(() => initialFilter(vassalage));
  const [search, setSearch] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const gameType = category.gameType;
  const games = useCategoryGames(gameType);
  const { catalogue, failed: coreFailed } = useLobbyCatalogue(games.data);
  const vendorNames = useVendorNames();
  const member = useHasMemberLists();
  const favouriteIds = useFavoriteIds();
  const recent = useRecentGames(chosen.kind === 'recent');

  // Logged out meanwhile: Recent and Favorite are a member's, back to All.
  const filter: LobbyFilter =
    !member && (chosen.kind === 'recent' || chosen.kind === 'favorite') ? { kind: 'all' } : chosen;

  const vendors = useMemo(() => vendorsOf(games.data ?? [], vendorNames), [games.data, vendorNames]);
  const recentIds = useMemo(() => (recent.data ?? []).map((g) => g.nodeId), [recent.data]);
  const vendorCode = filter.kind === 'vendor' ? filter.code : '';
  const selectType: LobbySelectType = filter.kind === 'favorite' ? 'FAV' : filter.kind === 'recent' ? 'RECENT' : 'ALL';
  const page = useMemo(
    () =>
      catalogue?.query({
        selectType,
        category: gameType,
        vendor: vendorCode,
        nameSearch: search,
        favouriteIds: favouriteIds.data ?? [],
        recentIds,
        pageNo,
        pageSize: LOBBY_PAGE_SIZE,
      }) ?? null,
    [catalogue, selectType, gameType, vendorCode, search, favouriteIds.data, recentIds, pageNo],
  );
  const pageGames = useMemo(
    () => (page && games.data ? page.positions.map((p) => games.data[p]).filter((g) => g !== undefined) : []),
    [page, games.data],
  );
  const listLoading =
    (filter.kind === 'recent' && recent.isPending) || (filter.kind === 'favorite' && favouriteIds.isPending);

  const title = t(`categories.${category.key}`);
  let body;
  if (games.isError || coreFailed) {
    body = (
      <NoDataView
        role="alert"
        icon="wifiOff"
        title={t('games.loadFailed')}
        line={t(errorMessageKey(errorCodeOf(games.error)))}
      >
        <button type="button" className="button button--ghost" onClick={() => void games.refetch()}>
          {t('common.retry')}
        </button>
      </NoDataView>
    );
  } else if (!page || listLoading) {
    body = (
      <p className="game-list__status" role="status" aria-busy="true">
        {t('games.loading')}
      </p>
    );
  } else if (pageGames.length === 0) {
    body = (
      <NoDataView
        title={t('lobby.noGamesTitle')}
        line={search.trim() !== '' ? t('games.noResultsLine') : t('lobby.noGamesLine')}
        icon={category.icon}
      />
    );
  } else {
    body = (
      <>
        <p className="visually-hidden" role="status">
          {t('games.found', { count: page.totalItems })}
        </p>
        <GameGrid games={pageGames} label={title} />
      </>
    );
  }

  return (
    <div className="page" data-game-type={category.gameType}>
      <PageHeading title={title} icon={category.icon}>
        <span className="page-heading__tag">
          {category.page === 'center' ? t('lobby.gameCenterTitle') : t('lobby.gameListTitle')}
        </span>
      </PageHeading>
      {intro}
      <LobbyFilters
        filter={filter}
        vendors={vendors}
        onFilterChange={(f) => {
          setFilter(f);
          setPageNo(1);
        }}
        search={search}
        onSearch={(name) => {
          setSearch(name);
          setPageNo(1);
        }}
      />
      {body}
      <Pagination totalPages={page?.totalPages ?? 0} currentPage={page?.pageNo ?? 1} onChange={setPageNo} />
      <GameDialogs />
    </div>
  );
}
