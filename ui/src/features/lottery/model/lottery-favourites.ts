import { useCallback, useEffect, useState } from 'react';

// Lottery favourites (spec section 3: "Lottery favorites are kept per username
// in local storage"): a list of game keys per username, on this browser only.
// The key names the vendor too: two lottery vendors may use one game code.

const STORAGE_PREFIX = 'panalo.lotteryFavourites.';
/** A cap so a tampered or runaway list cannot grow the page without bound. */
export const MAX_LOTTERY_FAVOURITES = 200;

export type LotteryGameRef = { vassalage: string; gameCode: string };

export function lotteryFavouriteKey(game: LotteryGameRef): string {
  return `${game.vassalage}:${game.gameCode}`;
}

/** Usernames are compared without case at login, so their favourites are too. */
export function lotteryFavouritesStorageKey(username: string): string {
  return STORAGE_PREFIX + username.toLowerCase();
}

/** The stored list; anything that is not a list of short strings reads as none. */
export function readLotteryFavourites(storage: Pick<Storage, 'getItem'>, username: string): string[] {
  if (!username) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(lotteryFavouritesStorageKey(username)) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const keys = parsed.filter((k): k is string => typeof k === 'string' && k.length > 0 && k.length <= 200);
  return [...new Set(keys)].slice(0, MAX_LOTTERY_FAVOURITES);
}

/** Adds the game when absent, removes it when present (newest first). */
export function toggledLotteryFavourites(list: readonly string[], key: string): string[] {
  if (list.includes(key)) return list.filter((k) => k !== key);
  return [key, ...list].slice(0, MAX_LOTTERY_FAVOURITES);
}

function writeLotteryFavourites(username: string, list: readonly string[]) {
  try {
    localStorage.setItem(lotteryFavouritesStorageKey(username), JSON.stringify(list));
  } catch {
    // Storage full or refused (private mode): the list still holds for this page.
  }
}

/** The username's lottery favourites and a toggle; follows changes made in other tabs. */
export function useLotteryFavourites(username: string) {
  const [state, setState] = useState(() => ({ username, list: readLotteryFavourites(localStorage, username) }));
  // Another user on this tab: read theirs (state derived during render, no effect needed).
  let current = state;
  if (state.username !== username) {
    current = { username, list: readLotteryFavourites(localStorage, username) };
    setState(current);
  }

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === lotteryFavouritesStorageKey(username)) {
        setState({ username, list: readLotteryFavourites(localStorage, username) });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [username]);

  const toggle = useCallback(
    (game: LotteryGameRef) => {
      setState((previous) => {
        const list = toggledLotteryFavourites(previous.list, lotteryFavouriteKey(game));
        writeLotteryFavourites(username, list);
        return { username, list };
      });
    },
    [username],
  );
  return { favourites: current.list, toggle };
}
