import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NoDataView } from '../../../components/no-data-view';
import { PageHeading } from '../../../components/page-heading';
import type { Category } from '../../../lib/navigation/categories';
import { LobbyFilters, type LobbyFilter } from './lobby-filters';
import { Pagination } from './pagination';

/**
 * Game list (LIVE, RNG, FISH, PVP, COCKFIGHT, BINGO) and game center (SPORTS,
 * ESPORTS, LOTT, ELOTT) pages. The catalogue call is not wired yet, so the list is
 * honestly empty and the pager hides itself (it shows only for more than one page).
 */
export function GameLobbyPage({ category }: { category: Category }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const vassalage = category.key === 'rng' ? params.get('vassalage') : null;
  const [filter, setFilter] = useState<LobbyFilter>('all');
  const [page, setPage] = useState(1);
  const totalPages = 0;

  return (
    <div className="page" data-game-type={category.gameType}>
      <PageHeading title={t(`categories.${category.key}`)} icon={category.icon}>
        <span className="page-heading__tag">
          {category.page === 'center' ? t('lobby.gameCenterTitle') : t('lobby.gameListTitle')}
        </span>
      </PageHeading>
      {vassalage && <p className="page__sub">{t('lobby.vendor', { vendor: vassalage })}</p>}
      <LobbyFilters
        filter={filter}
        onFilterChange={(f) => {
          setFilter(f);
          setPage(1);
        }}
        onSearch={() => setPage(1)}
      />
      <NoDataView title={t('lobby.noGamesTitle')} line={t('lobby.noGamesLine')} icon={category.icon} />
      <Pagination totalPages={totalPages} currentPage={page} onChange={setPage} />
    </div>
  );
}
