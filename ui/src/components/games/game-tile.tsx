import { useTranslation } from 'react-i18next';
import { Icon } from '../icon';
import type { Game } from '../../lib/games/games-api';
import { offersFreeTrial, type LaunchMode } from '../../lib/games/launch-route';

type Props = {
  game: Game;
  /** The vendor's display name; the code when the menus have none. */
  vendorName: string;
  favourite: boolean;
  onToggleFavourite: (game: Game) => void;
  onLaunch: (game: Game, mode: LaunchMode) => void;
};

/**
 * A game tile (spec section 2, Game lobby): icon, name, vendor, hot mark, free
 * trial, "Play now" and the favourite toggle. Every action is a real button with
 * a name that says which game it acts on; the toggle says its state with
 * aria-pressed.
 */
export function GameTile({ game, vendorName, favourite, onToggleFavourite, onLaunch }: Props) {
  const { t } = useTranslation();
  const name = game.gameName || game.displayName;
  const freeTrial = offersFreeTrial(game);
  return (
    <li className="game-tile" data-node-id={game.nodeId}>
      <div className="game-tile__art">
        <img className="game-tile__icon" src={game.iconUrl} alt="" loading="lazy" width={160} height={160} />
        <div className="game-tile__marks">
          {game.isHot === 1 && <span className="game-tile__mark game-tile__mark--hot">{t('games.hot')}</span>}
          {freeTrial && <span className="game-tile__mark game-tile__mark--trial">{t('games.freeTrialMark')}</span>}
        </div>
        <button
          type="button"
          className="game-tile__favourite"
          aria-pressed={favourite}
          aria-label={t('games.favourite', { name })}
          onClick={() => onToggleFavourite(game)}
        >
          <Icon name="heart" size={18} />
        </button>
      </div>
      <div className="game-tile__body">
        <h3 className="game-tile__name" title={name}>
          {name}
        </h3>
        <p className="game-tile__vendor">{vendorName}</p>
        {game.maintenance && <p className="game-tile__maintenance">{t('games.maintenance')}</p>}
        <div className="game-tile__actions">
          <button
            type="button"
            className="button button--primary game-tile__play"
            aria-label={t('games.playNamed', { name })}
            onClick={() => onLaunch(game, 'real')}
          >
            {t('games.play')}
          </button>
          {freeTrial && (
            <button
              type="button"
              className="button button--ghost game-tile__trial"
              aria-label={t('games.freeTrialNamed', { name })}
              onClick={() => onLaunch(game, 'demo')}
            >
              {t('games.freeTrial')}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
