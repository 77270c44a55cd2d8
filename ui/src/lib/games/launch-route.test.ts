import { describe, expect, it } from 'vitest';
import { decideLaunch, type LaunchableGame, type Viewer } from './launch-route';

const game = (over: Partial<LaunchableGame> = {}): LaunchableGame => ({
  nodeId: 7,
  vassalage: 'PG',
  gameCode: 'PG-0001',
  gameType: 'RNG',
  isGame: 1,
  supportPlay: 1,
  ...over,
});
const member: Viewer = { isLogin: true, isTrial: false };
const visitor: Viewer = { isLogin: false, isTrial: false };
const trial: Viewer = { isLogin: true, isTrial: true };

describe('decideLaunch (spec section 4, Starting a game)', () => {
  it('sends the Vietnam and SEA lottery vendors to their pages', () => {
    expect(decideLaunch(game({ vassalage: 'TCG_LOTTO_VN', gameType: 'ELOTT' }), 'real', member)).toEqual({
      kind: 'navigate',
      to: '/vnLottery',
    });
    expect(decideLaunch(game({ vassalage: 'TCG_SEA', gameType: 'ELOTT' }), 'real', visitor)).toEqual({
      kind: 'navigate',
      to: '/seaLottery',
    });
  });

  it('sends LOTT and ELOTT games to /lottery with their code', () => {
    for (const gameType of ['LOTT', 'ELOTT']) {
      expect(decideLaunch(game({ vassalage: 'GW', gameType, gameCode: 'GW 1&x' }), 'real', member)).toEqual({
        kind: 'navigate',
        to: '/lottery?gameCode=GW%201%26x',
      });
    }
  });

  it('launches the house games through the server like any game, so the launch is recorded', () => {
    const dice = game({ vassalage: 'PO', gameCode: 'PO_DICE', nodeId: 3 });
    expect(decideLaunch(dice, 'real', member)).toEqual({ kind: 'launch', nodeId: 3, freeTrial: false });
    expect(decideLaunch(dice, 'real', visitor)).toEqual({ kind: 'needsLogin' });
    expect(decideLaunch(dice, 'real', trial)).toEqual({ kind: 'needsRealAccount' });
  });

  it('sends an RNG vendor entry to the RNG lobby and other vendor entries to a popup list', () => {
    expect(decideLaunch(game({ isGame: 0, vassalage: 'JL' }), 'real', member)).toEqual({
      kind: 'navigate',
      to: '/rng?vassalage=JL',
    });
    expect(decideLaunch(game({ isGame: 0, vassalage: 'EVO', gameType: 'LIVE' }), 'real', visitor)).toEqual({
      kind: 'vendorPopup',
      vendor: 'EVO',
      gameType: 'LIVE',
    });
  });

  it('launches real play for a member only', () => {
    expect(decideLaunch(game(), 'real', member)).toEqual({ kind: 'launch', nodeId: 7, freeTrial: false });
    expect(decideLaunch(game(), 'real', visitor)).toEqual({ kind: 'needsLogin' });
    expect(decideLaunch(game(), 'real', trial)).toEqual({ kind: 'needsRealAccount' });
  });

  it('opens a free-trial game in demo mode for anyone', () => {
    const free = game({ supportPlay: 0 });
    for (const viewer of [member, visitor, trial]) {
      expect(decideLaunch(free, 'demo', viewer)).toEqual({ kind: 'launch', nodeId: 7, freeTrial: true });
    }
    // Real play of the same game still needs a real account.
    expect(decideLaunch(free, 'real', trial)).toEqual({ kind: 'needsRealAccount' });
  });

  it('never asks demo play of a game without a free trial', () => {
    expect(decideLaunch(game({ supportPlay: 1 }), 'demo', trial)).toEqual({ kind: 'needsRealAccount' });
    expect(decideLaunch(game({ supportPlay: 1 }), 'demo', member)).toEqual({
      kind: 'launch',
      nodeId: 7,
      freeTrial: false,
    });
  });
});
