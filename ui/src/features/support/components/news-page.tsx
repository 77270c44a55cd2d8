import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { NoDataView } from '../../../components/no-data-view';
import { PageHeading } from '../../../components/page-heading';
import { useNews } from '../api/get-news';

/** News (spec section 2, "Other screens"): the operator's articles, newest first, paged. */
export function NewsPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const pageNo = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const news = useNews(i18n.language, pageNo);
  const date = new Intl.DateTimeFormat(i18n.language === 'TY' ? 'fil' : i18n.language.toLowerCase(), {
    dateStyle: 'medium',
  });
  let body;
  if (news.isPending) {
    body = (
      <p className="support-state" role="status">
        {t('support.loading')}
      </p>
    );
  } else if (news.isError) {
    body = (
      <NoDataView role="alert" icon="refresh" title={t('support.newsFailed')} line={t('support.loadFailedLine')}>
        <button type="button" className="button button--primary" onClick={() => void news.refetch()}>
          {t('common.retry')}
        </button>
      </NoDataView>
    );
  } else if (news.data.list.length === 0) {
    body = <NoDataView icon="message" title={t('support.newsEmptyTitle')} line={t('support.newsEmptyLine')} />;
  } else {
    const { list, totalPages } = news.data;
    body = (
      <>
        <ul className="news-list">
          {list.map((item) => (
            <li key={item.id} className="news-card">
              <h2 className="news-card__title">
                <Link to={`/news/${item.id}`}>{item.title}</Link>
              </h2>
              <p className="news-card__date">
                <time dateTime={new Date(item.publishedAt).toISOString()}>{date.format(item.publishedAt)}</time>
              </p>
              {item.summary && <p className="news-card__summary">{item.summary}</p>}
            </li>
          ))}
        </ul>
        {totalPages > 1 && (
          <nav className="news-pages" aria-label={t('lobby.pagination')}>
            <button
              type="button"
              className="button button--ghost"
              disabled={pageNo <= 1}
              onClick={() => setParams({ page: String(pageNo - 1) })}
            >
              {t('lobby.previous')}
            </button>
            <span>{t('support.pageOf', { page: pageNo, total: totalPages })}</span>
            <button
              type="button"
              className="button button--ghost"
              disabled={pageNo >= totalPages}
              onClick={() => setParams({ page: String(pageNo + 1) })}
            >
              {t('lobby.next')}
            </button>
          </nav>
        )}
      </>
    );
  }
  return (
    <div className="page page--narrow">
      <PageHeading title={t('support.newsTitle')} icon="message" />
      {body}
    </div>
  );
}
