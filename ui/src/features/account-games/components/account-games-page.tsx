import { useTranslation } from 'react-i18next';
import { GameDialogs } from '../../../components/games/game-dialogs';
import { GameGrid } from '../../../components/games/game-grid';
import { NoDataView } from '../../../components/no-data-view';
import { PageHeading } from '../../../components/page-heading';
import { errorCodeOf } from '../../../lib/api/api-error';
import { errorMessageKey } from '../../../lib/api/error-message-key';
import { useFavoriteGames, useFavoriteIds, useRecentGames } from '../../../lib/games/game-queries';

/**
 * /favorite and /recent: the member's own game lists (login required by the
 * route). Favourites come in one fetch of pageSize 999 (spec section 9); a heart
 * toggled off here takes the game out of the list at once. Recent games are the
 * last launched, newest first.
 */
export function AccountGamesPage({ kind }: { kind: 'favorite' | 'recent' }) {
  const { t } = useTranslation();
  const favorites = useFavoriteGames(kind === 'favorite');
  const recent = useRecentGames(kind === 'recent');
  // The hearts' state; asked here too so a toggle knows what is a favourite.
  useFavoriteIds();
  const list = kind === 'favorite' ? favorites : recent;
  const title = kind === 'favorite' ? t('account.favoriteTitle') : t('account.recentTitle');
  const icon = kind === 'favorite' ? 'heart' : 'clock';

  let body;
  if (list.isError) {
    body = (
      <NoDataView
        role="alert"
        icon="wifiOff"
        title={t('games.loadFailed')}
        line={t(errorMessageKey(errorCodeOf(list.error)))}
      >
        <button type="button" className="button button--ghost" onClick={() => void list.refetch()}>
          {t('common.retry')}
        </button>
      </NoDataView>
    );
  } else if (list.isPending) {
    body = (
      <p className="game-list__status" role="status" aria-busy="true">
        {t('games.loading')}
      </p>
    );
  } else if (list.data.length === 0) {
    body =
      kind === 'favorite' ? (
        <NoDataView title={t('account.favoriteEmptyTitle')} line={t('account.favoriteEmptyLine')} icon="heart" />
      ) : (
        <NoDataView title={t('account.recentEmptyTitle')} line={t('account.recentEmptyLine')} icon="clock" />
      );
  } else {
    body = <GameGrid games={list.data} label={title} />;
  }
  return (
    <div className="page" data-account-games={kind}>
      <PageHeading title={title} icon={icon} />
      {body}
      <GameDialogs />
    </div>
  );
}
