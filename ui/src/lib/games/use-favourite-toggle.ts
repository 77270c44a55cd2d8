import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { errorMessageKey } from '../api/error-message-key';
import { queryKeys } from '../api/query-keys';
import { useAccountActions } from '../account-actions/account-actions';
import { selectCustomerId, useSessionStore } from '../session/session-store';
import { applyToIds, applyToList, favouriteAction } from './favourite-update';
import { addFavoriteGame, removeFavoriteGame, type Game } from './games-api';
import { useGameUiStore } from './game-ui-store';
import { FAVOURITE_THROTTLE_MS, leadingThrottle } from './throttle';

// One throttle for the whole page (spec section 4: once per 1000 ms, the first
// click counting): a second click within the second is dropped, whichever tile.
const allowToggle = leadingThrottle(() => undefined, FAVOURITE_THROTTLE_MS);

/**
 * The favourite toggle: login required (a visitor gets the login popup, a trial
 * account the in_need_true_account notice); adds when absent, removes when
 * present; the favourite ids and list change at once and go back as they were,
 * with the translated error, if the server refuses.
 */
export function useFavouriteToggle(): (game: Game) => void {
  const client = useQueryClient();
  const customerId = useSessionStore(selectCustomerId);
  const { requireRealAccount } = useAccountActions();
  const showNotice = useGameUiStore((s) => s.showNotice);

  return useCallback(
    (game: Game) => {
      if (!requireRealAccount()) return;
      if (!allowToggle()) return;
      const idsKey = queryKeys.favoriteIds(customerId);
      const listKey = queryKeys.favoriteGames(customerId);
      const ids = client.getQueryData<number[]>(idsKey) ?? [];
      const list = client.getQueryData<Game[]>(listKey);
      const action = favouriteAction(ids, game.nodeId);
      void client.cancelQueries({ queryKey: idsKey });
      void client.cancelQueries({ queryKey: listKey });
      client.setQueryData(idsKey, applyToIds(ids, game.nodeId, action));
      if (list) client.setQueryData(listKey, applyToList(list, game, action));
      const call = action === 'add' ? addFavoriteGame(game) : removeFavoriteGame(game);
      void call.then((result) => {
        if (result.ok) {
          // The list gains the server's own copy of the game next time it is shown.
          void client.invalidateQueries({ queryKey: listKey, refetchType: 'none' });
          return;
        }
        client.setQueryData(idsKey, ids);
        if (list) client.setQueryData(listKey, list);
        showNotice(errorMessageKey(result.error.code));
      });
    },
    [client, customerId, requireRealAccount, showNotice],
  );
}
