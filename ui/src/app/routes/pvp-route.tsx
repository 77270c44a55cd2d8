import { GameLobbyPage } from '../../features/lobby/components/game-lobby-page';
import { PvpRooms } from '../../features/pvp/components/pvp-rooms';
import type { Category } from '../../lib/navigation/categories';

/**
 * /pvp (spec section 2, a game list page): the PVP game list as on every
 * category page, with the PVP rooms (spec section 7) between its heading and its games.
 */
export function PvpRoute({ category }: { category: Category }) {
  return <GameLobbyPage category={category} intro={<PvpRooms />} />;
}
