import { LiveHostsSection } from '../../features/chat/components/live-hosts-section';
import { GameLobbyPage } from '../../features/lobby/components/game-lobby-page';
import type { Category } from '../../lib/navigation/categories';

/**
 * /live: the LIVE game list with the live hosts under its heading (issue 17
 * item 4; their chat rooms open from there and from launch chat's
 * /live?chatRoom=).
 */
export function LiveRoute({ category }: { category: Category }) {
  return <GameLobbyPage category={category} intro={<LiveHostsSection />} />;
}
