import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../dialog';
import { NoDataView } from '../no-data-view';
import { valueOrThrow } from '../../lib/api/api-error';
import { errorCodeOf } from '../../lib/api/api-error';
import { errorMessageKey } from '../../lib/api/error-message-key';
import { getGameListPage, type GameCategoryCode } from '../../lib/games/games-api';
import { useGameUiStore } from '../../lib/games/game-ui-store';
import { GameGrid } from './game-grid';

/** The popups a game action may open: its translated error, and a vendor's game list (VASSALAGE). */
export function GameDialogs() {
  const { t } = useTranslation();
  const noticeKey = useGameUiStore((s) => s.noticeKey);
  const closeNotice = useGameUiStore((s) => s.closeNotice);
  const vendorPopup = useGameUiStore((s) => s.vendorPopup);
  const closeVendorPopup = useGameUiStore((s) => s.closeVendorPopup);
  return (
    <>
      <Dialog open={noticeKey !== null} onClose={closeNotice} title={t('games.noticeTitle')} className="dialog--small">
        {/* The key comes from errorMessageKey, so it always names a translated text. */}
        <p className="dialog__message" role="alert">
          {noticeKey ? t(noticeKey as 'errors.network_error') : ''}
        </p>
        <div className="dialog__actions">
          <button type="button" className="button button--primary" onClick={closeNotice} data-autofocus>
            {t('common.confirm')}
          </button>
        </div>
      </Dialog>
      <Dialog
        open={vendorPopup !== null}
        onClose={closeVendorPopup}
        title={vendorPopup ? t('games.vendorGames', { vendor: vendorPopup.vendor }) : ''}
        className="dialog--wide"
      >
        {vendorPopup && <VendorGames vendor={vendorPopup.vendor} gameType={vendorPopup.gameType} />}
      </Dialog>
    </>
  );
}

function VendorGames({ vendor, gameType }: { vendor: string; gameType: string }) {
  const { t } = useTranslation();
  const games = useQuery({
    queryKey: ['games', 'vendor', vendor, gameType],
    queryFn: ({ signal }) =>
      valueOrThrow(
        getGameListPage(
          { vassalage: vendor, gameType: gameType as GameCategoryCode, pageNo: 1, pageSize: 200 },
          signal,
        ),
      ),
  });
  if (games.isPending) return <p role="status">{t('games.loading')}</p>;
  if (games.isError) {
    return (
      <NoDataView
        role="alert"
        icon="wifiOff"
        title={t('games.loadFailed')}
        line={t(errorMessageKey(errorCodeOf(games.error)))}
      />
    );
  }
  if (games.data.games.length === 0) {
    return <NoDataView title={t('lobby.noGamesTitle')} line={t('games.noResultsLine')} />;
  }
  return <GameGrid games={games.data.games} label={t('games.vendorGames', { vendor })} />;
}
