// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  lotteryFavouriteKey,
  lotteryFavouritesStorageKey,
  MAX_LOTTERY_FAVOURITES,
  readLotteryFavourites,
  toggledLotteryFavourites,
  useLotteryFavourites,
} from './lottery-favourites';

const storageWith = (value: string | null) => ({ getItem: () => value });

describe('lottery favourites', () => {
  afterEach(() => localStorage.clear());

  it('keys a game by vendor and code, and a list by username without case', () => {
    expect(lotteryFavouriteKey({ vassalage: 'TCG_SEA', gameCode: 'L1' })).toBe('TCG_SEA:L1');
    expect(lotteryFavouritesStorageKey('Maria88')).toBe(lotteryFavouritesStorageKey('maria88'));
    expect(lotteryFavouritesStorageKey('maria88')).not.toBe(lotteryFavouritesStorageKey('juan7'));
  });

  it('toggles: adds when absent (newest first), removes when present', () => {
    expect(toggledLotteryFavourites([], 'A:1')).toEqual(['A:1']);
    expect(toggledLotteryFavourites(['A:1'], 'B:2')).toEqual(['B:2', 'A:1']);
    expect(toggledLotteryFavourites(['B:2', 'A:1'], 'B:2')).toEqual(['A:1']);
  });

  it('reads anything that is not a list of short strings as no favourites', () => {
    for (const bad of [null, '', 'not json', '{"a":1}', '"A:1"', '42']) {
      expect(readLotteryFavourites(storageWith(bad), 'maria88')).toEqual([]);
    }
    expect(readLotteryFavourites(storageWith('["A:1", 7, "", "A:1", "B:2"]'), 'maria88')).toEqual(['A:1', 'B:2']);
    const many = JSON.stringify(Array.from({ length: 500 }, (_, i) => `V:${i}`));
    expect(readLotteryFavourites(storageWith(many), 'maria88')).toHaveLength(MAX_LOTTERY_FAVOURITES);
    expect(readLotteryFavourites(storageWith('["A:1"]'), '')).toEqual([]);
  });

  it('keeps each username its own list in local storage', () => {
    const { result, rerender } = renderHook(({ user }) => useLotteryFavourites(user), {
      initialProps: { user: 'maria88' },
    });
    act(() => result.current.toggle({ vassalage: 'TCG_SEA', gameCode: 'L1' }));
    expect(result.current.favourites).toEqual(['TCG_SEA:L1']);
    expect(JSON.parse(localStorage.getItem(lotteryFavouritesStorageKey('maria88')) ?? '[]')).toEqual(['TCG_SEA:L1']);

    rerender({ user: 'juan7' });
    expect(result.current.favourites).toEqual([]);
    act(() => result.current.toggle({ vassalage: 'GW', gameCode: 'X' }));
    rerender({ user: 'maria88' });
    expect(result.current.favourites).toEqual(['TCG_SEA:L1']);
    act(() => result.current.toggle({ vassalage: 'TCG_SEA', gameCode: 'L1' }));
    expect(result.current.favourites).toEqual([]);
    expect(readLotteryFavourites(localStorage, 'juan7')).toEqual(['GW:X']);
  });

  it('follows a change made in another tab', () => {
    const { result } = renderHook(() => useLotteryFavourites('maria88'));
    const key = lotteryFavouritesStorageKey('maria88');
    localStorage.setItem(key, '["GW:Y"]');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key }));
    });
    expect(result.current.favourites).toEqual(['GW:Y']);
  });
});
