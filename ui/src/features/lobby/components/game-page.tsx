import { useTranslation } from 'react-i18next';
import { NoDataView } from '../../../components/no-data-view';
import { PageHeading } from '../../../components/page-heading';

/** /seamless, /lottert, /vnlottery, /sealottery: a game fills the page, so no side menu. */
export function GamePage({ gameKey }: { gameKey: string }) {
  const { t } = useTranslation();
  return (
    <div className="page" data-game-page={gameKey}>
      <PageHeading title={t('game.title')} icon="slots" />
      <NoDataView title={t('game.emptyTitle')} line={t('game.emptyLine')} icon="slots" />
    </div>
  );
}
