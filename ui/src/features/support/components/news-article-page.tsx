import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { NoDataView } from '../../../components/no-data-view';
import { PageHeading } from '../../../components/page-heading';
import { errorCodeOf } from '../../../lib/api/api-error';
import { useNewsArticle } from '../api/get-news-article';
import { SafeHtml } from './safe-html';

/** One news article (/news/:id) in the visitor's language, or English when it has no translation. */
export function NewsArticlePage() {
  const { t, i18n } = useTranslation();
  const id = Number.parseInt(useParams().id ?? '', 10);
  const article = useNewsArticle(id, i18n.language);
  const back = (
    <Link to="/news" className="button button--ghost">
      {t('support.backToNews')}
    </Link>
  );
  if (!(id > 0) || (article.isError && errorCodeOf(article.error) === 'not_found')) {
    return (
      <div className="page page--narrow">
        <NoDataView
          heading="h1"
          icon="search"
          title={t('support.articleMissingTitle')}
          line={t('support.articleMissingLine')}
        >
          {back}
        </NoDataView>
      </div>
    );
  }
  if (article.isPending) {
    return (
      <div className="page page--narrow">
        <p className="support-state" role="status">
          {t('support.loading')}
        </p>
      </div>
    );
  }
  if (article.isError) {
    return (
      <div className="page page--narrow">
        <NoDataView
          heading="h1"
          role="alert"
          icon="refresh"
          title={t('support.newsFailed')}
          line={t('support.loadFailedLine')}
        >
          <button type="button" className="button button--primary" onClick={() => void article.refetch()}>
            {t('common.retry')}
          </button>
        </NoDataView>
      </div>
    );
  }
  const date = new Intl.DateTimeFormat(i18n.language === 'TY' ? 'fil' : i18n.language.toLowerCase(), {
    dateStyle: 'long',
  });
  return (
    <article className="page page--narrow news-article">
      <PageHeading title={article.data.title} icon="message" />
      <p className="news-card__date">
        <time dateTime={new Date(article.data.publishedAt).toISOString()}>{date.format(article.data.publishedAt)}</time>
      </p>
      <SafeHtml html={article.data.content} />
      <p>{back}</p>
    </article>
  );
}
