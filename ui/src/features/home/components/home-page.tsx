import { useTranslation } from 'react-i18next';
import { NoDataView } from '../../../components/no-data-view';
import { CategoryGrid } from './category-grid';
import { HomeBanner } from './home-banner';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="page page--home">
      <HomeBanner />
      <CategoryGrid />
      <section className="section" aria-labelledby="home-games-title">
        <h2 id="home-games-title" className="section__title">
          {t('lobby.gameListTitle')}
        </h2>
        <NoDataView title={t('lobby.noGamesTitle')} line={t('lobby.noGamesLine')} icon="slots" />
      </section>
    </div>
  );
}
