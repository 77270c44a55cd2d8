import { useSearchParams } from 'react-router-dom';
import { GameLobbyPage } from '../../features/lobby/components/game-lobby-page';
import { OriginalsPage } from '../../features/originals/components/originals-page';
import { HOUSE_VENDOR } from '../../lib/games/launch-route';
import type { Category } from '../../lib/navigation/categories';

/**
 * /rng (spec section 2: "/rng accepts query vassalage"): the RNG game list,
 * or, for the house provider's vendor code PO, its games themselves.
 */
export function RngRoute({ category }: { category: Category }) {
  const [params] = useSearchParams();
  return params.get('vassalage') === HOUSE_VENDOR ? <OriginalsPage /> : <GameLobbyPage category={category} />;
}
