import { readSession, removeSession, writeSession } from '../storage/session-storage';
import type { GameLane, WhitelabelMenuItem } from './game-menus';

// Spec section 4: "Vendor data is cached in session and refreshed on language
// change." The session key is the spec's gameVendor (section 3); the entry
// records the language it was fetched in, so another language misses it.

type Entry = { language: string; lanes: GameLane[] };

function isEntry(value: unknown): value is Entry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<Entry>;
  return (
    typeof entry.language === 'string' &&
    Array.isArray(entry.lanes) &&
    entry.lanes.every(
      (lane: unknown) =>
        typeof lane === 'object' &&
        lane !== null &&
        typeof (lane as GameLane).code === 'string' &&
        typeof (lane as GameLane).gameClassify === 'string' &&
        Array.isArray((lane as GameLane).cards),
    )
  );
}

/** The cached lanes when they were fetched in `language`; null when absent, unreadable or of another language. */
export function readVendorCache(language: string): GameLane[] | null {
  const text = readSession('gameVendor');
  if (text === null) return null;
  try {
    const entry: unknown = JSON.parse(text);
    if (isEntry(entry) && entry.language === language) return entry.lanes;
  } catch {
    // A damaged entry is a miss; the next answer overwrites it.
  }
  return null;
}

export function writeVendorCache(language: string, lanes: readonly GameLane[]): void {
  writeSession('gameVendor', JSON.stringify({ language, lanes }));
}

export function clearVendorCache(): void {
  removeSession('gameVendor');
}

function isMenuItem(value: unknown): value is WhitelabelMenuItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Partial<WhitelabelMenuItem>;
  return (
    typeof item.code === 'string' &&
    typeof item.title === 'string' &&
    typeof item.path === 'string' &&
    typeof item.sort === 'number'
  );
}

/** The operator menu this tab last read; null when absent or unreadable. */
export function readWhitelabelCache(): WhitelabelMenuItem[] | null {
  const text = readSession('whitelabelMenu');
  if (text === null) return null;
  try {
    const menu: unknown = JSON.parse(text);
    if (Array.isArray(menu) && menu.every(isMenuItem)) return menu;
  } catch {
    // A damaged entry is a miss.
  }
  return null;
}

export function writeWhitelabelCache(menu: readonly WhitelabelMenuItem[]): void {
  writeSession('whitelabelMenu', JSON.stringify(menu));
}
