import { useTranslation } from 'react-i18next';
import { NoDataView } from '../../../components/no-data-view';
import { PageHeading } from '../../../components/page-heading';
import { useGameUiStore } from '../../../lib/games/game-ui-store';
import { useCore } from '../../../lib/wasm/use-core';

/**
 * /seamless, /lottert, /vnlottery, /sealottery: a game fills the page, so no
 * side menu. /seamless is where a launch answered "open in the route" shows:
 * the URL is kept in memory only (it carries a single-use token), checked by
 * the shared link rule (wasm) before it goes into the frame; a reload or a
 * direct visit has none and says so.
 */
export function GamePage({ gameKey }: { gameKey: string }) {
  const { t } = useTranslation();
  const frameUrl = useGameUiStore((s) => s.frameUrl);
  const { core } = useCore();
  const url = gameKey === 'seamless' ? frameUrl : null;
  if (url && core) {
    if (!core.isSafeLink(url)) {
      return (
        <div className="page" data-game-page={gameKey}>
          <PageHeading title={t('game.title')} icon="slots" />
          <NoDataView role="alert" title={t('game.title')} line={t('errors.invalid_url')} icon="slots" />
        </div>
      );
    }
    return (
      <div className="page game-frame-page" data-game-page={gameKey}>
        <iframe
          className="game-frame"
          src={url}
          title={t('game.frameTitle')}
          allow="fullscreen; autoplay"
          referrerPolicy="no-referrer"
        />
      </div>
    );
  }
  return (
    <div className="page" data-game-page={gameKey}>
      <PageHeading title={t('game.title')} icon="slots" />
      <NoDataView title={t('game.emptyTitle')} line={t('game.emptyLine')} icon="slots" />
    </div>
  );
}
