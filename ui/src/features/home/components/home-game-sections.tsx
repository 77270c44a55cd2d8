import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { GameDialogs } from '../../../components/games/game-dialogs';
import { GameGrid } from '../../../components/games/game-grid';
import { Icon } from '../../../components/icon';
import { NoDataView } from '../../../components/no-data-view';
import { useCategorySection, useFavoriteGames, useHotGames } from '../../../lib/games/game-queries';
import type { Game } from '../../../lib/games/games-api';
import type { Category } from '../../../lib/navigation/categories';
import type { NavCategory } from '../../../lib/navigation/nav-categories';
import type { HomeMenuKey } from './home-game-menu';

/** Spec section 9: home sections show 12 games (hot 12, e-sports and cockfight 5). */
export const HOME_SECTION_SIZE = 12;
const SMALL_SECTION_SIZE = 5;

export function homeSectionSize(gameType: string): number {
  return gameType === 'ESPORTS' || gameType === 'COCKFIGHT' ? SMALL_SECTION_SIZE : HOME_SECTION_SIZE;
}

type Props = {
  /** HOME: hot games and every category; HOT: hot games; FAV: the member's favourites. */
  menu: HomeMenuKey;
  /** The categories that have vendors, in menu order (null while the vendor data loads). */
  categories: readonly NavCategory[] | null;
};

/**
 * The home page's game sections (spec section 2, Home): what the game menu
 * chose. A category with no games shows nothing, so the home page follows the
 * catalogue.
 */
export function HomeGameSections({ menu, categories }: Props) {
  return (
    <div className="home-game-sections">
      {menu === 'fav' ? (
        <FavouritesSection />
      ) : (
        <>
          <HotSection />
          {menu === 'home' && categories?.map((c) => <CategorySection key={c.key} category={c} />)}
        </>
      )}
      <GameDialogs />
    </div>
  );
}

function HotSection() {
  const { t } = useTranslation();
  const hot = useHotGames();
  const games = (hot.data ?? []).slice(0, HOME_SECTION_SIZE);
  if (games.length === 0) return null;
  return <GameSection id="home-hot-title" icon="star" title={t('games.hotTitle')} games={games} />;
}

function FavouritesSection() {
  const { t } = useTranslation();
  const favourites = useFavoriteGames();
  if (favourites.isPending)
    return (
      <p className="page__sub" role="status">
        {t('games.loading')}
      </p>
    );
  const games = favourites.data ?? [];
  if (games.length === 0) {
    return <NoDataView title={t('account.favoriteEmptyTitle')} line={t('account.favoriteEmptyLine')} icon="heart" />;
  }
  return <GameSection id="home-fav-title" icon="heart" title={t('home.fav')} games={games} />;
}

function GameSection({ id, icon, title, games }: { id: string; icon: 'star' | 'heart'; title: string; games: Game[] }) {
  return (
    <section className="section game-section" aria-labelledby={id}>
      <div className="game-section__head">
        <h2 id={id} className="section__title">
          <Icon name={icon} size={20} /> {title}
        </h2>
      </div>
      <GameGrid games={games} label={title} />
    </section>
  );
}

function CategorySection({ category }: { category: Category }) {
  const { t } = useTranslation();
  const size = homeSectionSize(category.gameType);
  const section = useCategorySection(category.gameType, size);
  const games = section.data?.games ?? [];
  if (games.length === 0) return null;
  const titleId = `home-${category.key}-title`;
  const title = t(`categories.${category.key}`);
  return (
    <section className="section game-section" aria-labelledby={titleId}>
      <div className="game-section__head">
        <h2 id={titleId} className="section__title">
          <Icon name={category.icon} size={20} /> {title}
        </h2>
        <Link to={category.path} className="button button--ghost game-section__more">
          {t('games.more')}
          <span className="visually-hidden"> {title}</span>
        </Link>
      </div>
      <GameGrid games={games} label={title} className={size < HOME_SECTION_SIZE ? 'game-grid--small' : undefined} />
    </section>
  );
}
