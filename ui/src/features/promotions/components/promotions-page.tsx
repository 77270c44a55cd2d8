import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FormError } from '../../../components/form-error';
import { NoDataView } from '../../../components/no-data-view';
import { PageHeading } from '../../../components/page-heading';
import { errorCodeOf } from '../../../lib/api/api-error';
import { usePromotions } from '../api/promotions-api';
import { usePromoContext } from '../lib/use-promo-context';
import { PromotionCard } from './promotion-card';
import { PromotionDetailView } from './promotion-detail';

/**
 * The promotions page (side menu promotions): the operator's promotions with
 * each one's status for this visitor or member, and one promotion's detail at
 * ?id=N (its HTML, prizes, the application form), so a detail has its own link.
 */
export function PromotionsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const id = Number.parseInt(params.get('id') ?? '', 10);
  return (
    <div className="page promos-page">
      <PageHeading title={t('promos.title')} icon="gift" />
      {id > 0 ? (
        <PromotionDetailView id={id} onBack={() => setParams({})} />
      ) : (
        <PromotionList onOpen={(next) => setParams({ id: String(next) })} />
      )}
    </div>
  );
}

function PromotionList({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const ctx = usePromoContext();
  const list = usePromotions(ctx.customerId, ctx.language);
  if (list.isPending) {
    return (
      <p className="promos-page__loading" role="status">
        {t('promos.loading')}
      </p>
    );
  }
  if (list.isError) {
    return (
      <NoDataView title={t('promos.loadFailed')} line="" icon="refresh" role="alert">
        <FormError code={errorCodeOf(list.error)} />
        <button type="button" className="button button--primary" onClick={() => void list.refetch()}>
          {t('common.retry')}
        </button>
      </NoDataView>
    );
  }
  if (list.data.list.length === 0) {
    return <NoDataView title={t('promos.emptyTitle')} line={t('promos.emptyLine')} icon="gift" />;
  }
  return (
    <ul className="promo-grid" aria-label={t('promos.listLabel')} aria-busy={list.isFetching}>
      {list.data.list.map((promotion) => (
        <PromotionCard key={promotion.id} promotion={promotion} ctx={ctx} onOpen={() => onOpen(promotion.id)} />
      ))}
    </ul>
  );
}
