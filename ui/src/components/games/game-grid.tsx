import type { Game } from '../../lib/games/games-api';
import { useFavoriteIds, useVendorNames } from '../../lib/games/game-queries';
import { useFavouriteToggle } from '../../lib/games/use-favourite-toggle';
import { useLaunchGame } from '../../lib/games/use-launch-game';
import { GameTile } from './game-tile';

type Props = {
  games: readonly Game[];
  /** Names the list for screen readers (the section or page it belongs to). */
  label: string;
  className?: string | undefined;
};

/** A list of game tiles with the member's favourites marked and the launch and toggle wired. */
export function GameGrid({ games, label, className }: Props) {
  const favouriteIds = useFavoriteIds();
  const vendorNames = useVendorNames();
  const toggle = useFavouriteToggle();
  const launch = useLaunchGame();
  const favourites = new Set(favouriteIds.data ?? []);
  return (
    <ul className={className ? `game-grid ${className}` : 'game-grid'} aria-label={label}>
      {games.map((game) => (
        <GameTile
          key={game.nodeId}
          game={game}
          vendorName={vendorNames.get(game.vassalage) ?? game.vassalage}
          favourite={favourites.has(game.nodeId)}
          onToggleFavourite={toggle}
          onLaunch={(g, mode) => void launch(g, mode)}
        />
      ))}
    </ul>
  );
}
