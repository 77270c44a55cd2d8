// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { GameLane } from './game-menus';
import {
  clearVendorCache,
  readVendorCache,
  readWhitelabelCache,
  writeVendorCache,
  writeWhitelabelCache,
} from './vendor-cache';

const LANES: GameLane[] = [
  {
    code: 'RNG',
    title: 'Slots',
    gameClassify: 'RNG',
    cards: [{ vassalage: 'PG', name: 'PG Soft', gameType: 'RNG', maintenance: false, gameCount: 1 }],
  },
];

describe('vendor cache (session storage gameVendor)', () => {
  afterEach(() => clearVendorCache());

  it('answers the lanes fetched in the same language', () => {
    writeVendorCache('TY', LANES);
    expect(window.sessionStorage.getItem('gameVendor')).not.toBeNull();
    expect(readVendorCache('TY')).toEqual(LANES);
  });

  it('misses after a language change, so the lanes are fetched again', () => {
    writeVendorCache('TY', LANES);
    expect(readVendorCache('EN')).toBeNull();
    writeVendorCache('EN', []);
    expect(readVendorCache('EN')).toEqual([]);
    expect(readVendorCache('TY')).toBeNull();
  });

  it('treats a damaged entry as a miss', () => {
    window.sessionStorage.setItem('gameVendor', '{not json');
    expect(readVendorCache('TY')).toBeNull();
    window.sessionStorage.setItem('gameVendor', JSON.stringify({ language: 'TY', lanes: [{ code: 1 }] }));
    expect(readVendorCache('TY')).toBeNull();
  });

  it('keeps the operator menu for the tab, refusing a damaged one', () => {
    expect(readWhitelabelCache()).toBeNull();
    writeWhitelabelCache([{ code: 'rng', title: 'Slots', path: '/rng', sort: 1 }]);
    expect(readWhitelabelCache()).toEqual([{ code: 'rng', title: 'Slots', path: '/rng', sort: 1 }]);
    window.sessionStorage.setItem('whitelabelMenu', JSON.stringify([{ code: 'rng' }]));
    expect(readWhitelabelCache()).toBeNull();
    window.sessionStorage.removeItem('whitelabelMenu');
  });
});
