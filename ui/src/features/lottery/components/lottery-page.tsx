import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NoDataView } from '../../../components/no-data-view';
import { PageHeading } from '../../../components/page-heading';

export type LotteryKind = 'lottery' | 'sea' | 'vn';

/** /lottery (query gameCode), /seaLottery and /vnLottery; login required, no footer. */
export function LotteryPage({ kind }: { kind: LotteryKind }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const gameCode = kind === 'lottery' ? params.get('gameCode') : null;
  const title = kind === 'sea' ? t('lottery.seaTitle') : kind === 'vn' ? t('lottery.vnTitle') : t('lottery.title');
  return (
    <div className="page">
      <PageHeading title={title} icon="lottery">
        {gameCode && <span className="page-heading__tag">{t('lottery.gameCode', { code: gameCode })}</span>}
      </PageHeading>
      <NoDataView title={t('lottery.emptyTitle')} line={t('lottery.emptyLine')} icon="lottery" />
    </div>
  );
}
