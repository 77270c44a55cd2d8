// Where a tile's "Play now" / "Free trial" leads (spec section 4, "Starting a
// game"). A pure decision table, so every row is tested without a browser:
//   vendor TCG_LOTTO_VN          -> /vnLottery
//   vendor TCG_SEA               -> /seaLottery
//   gameType LOTT or ELOTT       -> /lottery?gameCode=<code>
//   a vendor entry (isGame 0):
//     of type RNG                -> /rng?vassalage=<vendor>
//     of any other type          -> a popup list of that vendor's games
//   anything else                -> GET /wps/game/launchGame, after the access
//                                   rule: real play needs a real account (a
//                                   visitor logs in, a trial account is told
//                                   in_need_true_account); a free-trial game may
//                                   be opened in demo mode by anyone. The
//                                   house games (vendor PO) go this way too:
//                                   the server records the launch as recent
//                                   and answers their page on this site,
//                                   /rng?vassalage=PO&game=<code>.

/** The house provider's vendor code ("Panalo Originals"). */
export const HOUSE_VENDOR = 'PO';

export type LaunchableGame = {
  nodeId: number;
  vassalage: string;
  gameCode: string;
  gameType: string;
  /** 0: a vendor's lobby entry rather than a playable game. */
  isGame: number;
  /** 0: a free trial (demo play) is offered. */
  supportPlay: number;
};

export type LaunchMode = 'real' | 'demo';

export type Viewer = { isLogin: boolean; isTrial: boolean };

export type LaunchDecision =
  | { kind: 'navigate'; to: string }
  | { kind: 'vendorPopup'; vendor: string; gameType: string }
  | { kind: 'launch'; nodeId: number; freeTrial: boolean }
  /** Real play asked by a visitor: open the login popup. */
  | { kind: 'needsLogin' }
  /** Real play asked by a trial account: the in_need_true_account notice. */
  | { kind: 'needsRealAccount' };

export function offersFreeTrial(game: Pick<LaunchableGame, 'supportPlay' | 'isGame'>): boolean {
  return game.isGame === 1 && game.supportPlay === 0;
}

export function decideLaunch(game: LaunchableGame, mode: LaunchMode, viewer: Viewer): LaunchDecision {
  if (game.vassalage === 'TCG_LOTTO_VN') return { kind: 'navigate', to: '/vnLottery' };
  if (game.vassalage === 'TCG_SEA') return { kind: 'navigate', to: '/seaLottery' };
  if (game.gameType === 'LOTT' || game.gameType === 'ELOTT') {
    return { kind: 'navigate', to: `/lottery?gameCode=${encodeURIComponent(game.gameCode)}` };
  }
  if (game.isGame === 0) {
    if (game.gameType === 'RNG')
      return { kind: 'navigate', to: `/rng?vassalage=${encodeURIComponent(game.vassalage)}` };
    return { kind: 'vendorPopup', vendor: game.vassalage, gameType: game.gameType };
  }
  const demo = mode === 'demo' && offersFreeTrial(game);
  if (!demo) {
    if (!viewer.isLogin) return { kind: 'needsLogin' };
    if (viewer.isTrial) return { kind: 'needsRealAccount' };
  }
  return { kind: 'launch', nodeId: game.nodeId, freeTrial: demo };
}
