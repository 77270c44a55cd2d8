import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import type { LotteryGame } from '../api/lottery-menu';

// Icons come from the catalogue: only this site's paths and https are drawn.
const safeIcon = (url: string) => /^(\/(?!\/)|https:\/\/)/.test(url);

type Props = {
  game: LotteryGame;
  selected: boolean;
  favourite: boolean;
  onSelect: (game: LotteryGame) => void;
  onToggleFavourite: (game: LotteryGame) => void;
};

/**
 * A lottery game: choosing it opens its play panel; the heart keeps it among
 * this username's lottery favourites (local storage, spec section 3). Both are
 * real buttons that name the game they act on.
 */
export function LotteryTile({ game, selected, favourite, onSelect, onToggleFavourite }: Props) {
  const { t } = useTranslation();
  const name = game.gameName || game.displayName;
  return (
    <li className={selected ? 'lottery-tile is-selected' : 'lottery-tile'} data-game-code={game.gameCode}>
      <button
        type="button"
        className="lottery-tile__choose"
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(game)}
      >
        <span className="lottery-tile__icon" aria-hidden="true">
          {safeIcon(game.iconUrl) && <img src={game.iconUrl} alt="" width={64} height={64} loading="lazy" />}
        </span>
        <span className="lottery-tile__name">{name}</span>
        <span className="lottery-tile__vendor">{game.vassalage}</span>
        {game.maintenance && <span className="lottery-tile__tag">{t('nav.maintenance')}</span>}
      </button>
      <button
        type="button"
        className="game-tile__favourite lottery-tile__favourite"
        aria-pressed={favourite}
        aria-label={t('games.favourite', { name })}
        onClick={() => onToggleFavourite(game)}
      >
        <Icon name="heart" size={18} />
      </button>
    </li>
  );
}
