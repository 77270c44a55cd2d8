import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/icon';
import { visibleCategories } from '../../../lib/navigation/categories';

export function CategoryGrid() {
  // The language in use decides which categories show (visibleCategories).
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <section className="section" aria-labelledby="categories-title">
      <h2 id="categories-title" className="section__title">
        {t('home.categoriesTitle')}
      </h2>
      <ul className="category-grid">
        {visibleCategories(language).map((c, i) => (
          <li key={c.key}>
            <Link to={c.path} className={`category-tile category-tile--${i % 5}`}>
              <span className="category-tile__icon" aria-hidden="true">
                <Icon name={c.icon} size={28} />
              </span>
              <span className="category-tile__name">{t(`categories.${c.key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
