// The favourite toggle's optimistic update (spec section 4, Favourite toggle):
// add when the nodeId is not among the favourite ids, else remove, and change
// the local lists at once; the caller keeps the lists from before to roll back
// when the server refuses.

export type FavouriteAction = 'add' | 'remove';

export function favouriteAction(ids: readonly number[], nodeId: number): FavouriteAction {
  return ids.includes(nodeId) ? 'remove' : 'add';
}

/** The ids after the change, newest first (as GCS_favoriteIds answers them). */
export function applyToIds(ids: readonly number[], nodeId: number, action: FavouriteAction): number[] {
  const without = ids.filter((id) => id !== nodeId);
  return action === 'add' ? [nodeId, ...without] : without;
}

/** The favourite game list after the change; an add puts the game first, a remove takes it out. */
export function applyToList<G extends { nodeId: number }>(list: readonly G[], game: G, action: FavouriteAction): G[] {
  const without = list.filter((g) => g.nodeId !== game.nodeId);
  return action === 'add' ? [game, ...without] : without;
}
