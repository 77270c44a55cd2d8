import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorMessageKey } from '../api/error-message-key';
import { useAccountActions } from '../account-actions/account-actions';
import { selectIsLogin, selectIsTrial, useSessionStore } from '../session/session-store';
import { useRefreshRecent } from './game-queries';
import { useGameUiStore } from './game-ui-store';
import { launchGame, type LaunchAnswer } from './launch-game';
import { decideLaunch, type LaunchableGame, type LaunchMode } from './launch-route';

/** Where the in-page game frame lives (spec section 2: /seamless, side menu hidden). */
export const GAME_FRAME_ROUTE = '/seamless';

/**
 * Opens a launch answer in the app (a page of this site), the game frame or a
 * new window, as the answer says. Shared by every launch: GET
 * /wps/game/launchGame below and a PVP room's join, which answers the same
 * launch shape.
 */
export function useOpenLaunchAnswer(): (answer: LaunchAnswer) => void {
  const navigate = useNavigate();
  const { showNotice, setFrameUrl } = useGameUiStore.getState();
  return useCallback(
    (answer: LaunchAnswer) => {
      if (answer.openMode === 'window') {
        const opened = window.open(answer.url, '_blank');
        if (!opened) {
          showNotice('errors.popup_blocked');
          return;
        }
        opened.opener = null;
        return;
      }
      // Our own page (the house games answer a path) opens in the app itself.
      if (answer.openMode === 'route' && answer.url.startsWith('/') && !answer.url.startsWith('//')) {
        void navigate(answer.url);
        return;
      }
      setFrameUrl(answer.url);
      void navigate(GAME_FRAME_ROUTE);
    },
    [navigate, setFrameUrl, showNotice],
  );
}

/**
 * The server's half of starting a game: GET /wps/game/launchGame, then the
 * answer opened (useOpenLaunchAnswer). Errors are shown translated; a real
 * launch refreshes the recent list (the server recorded it). The lottery pages
 * call this directly: their games are launched from the page the decision
 * table sends them to.
 */
export function useStartLaunch(): (nodeId: number, freeTrial: boolean) => Promise<void> {
  const { i18n } = useTranslation();
  const { openLogin } = useAccountActions();
  const { showNotice } = useGameUiStore.getState();
  const refreshRecent = useRefreshRecent();
  const open = useOpenLaunchAnswer();

  return useCallback(
    async (nodeId: number, freeTrial: boolean) => {
      const result = await launchGame(nodeId, freeTrial, i18n.language);
      if (!result.ok) {
        if (result.error.code === 'not_logged_in') openLogin();
        else showNotice(errorMessageKey(result.error.code));
        return;
      }
      open(result.value);
      if (!freeTrial) refreshRecent();
    },
    [i18n.language, open, openLogin, refreshRecent, showNotice],
  );
}

/**
 * Starts a game from a tile (spec section 4, Starting a game): the decision
 * table of launch-route.ts, then for a real launch the server's answer
 * (useStartLaunch).
 */
export function useLaunchGame(): (game: LaunchableGame, mode: LaunchMode) => Promise<void> {
  const navigate = useNavigate();
  const isLogin = useSessionStore(selectIsLogin);
  const isTrial = useSessionStore(selectIsTrial);
  const { requireRealAccount } = useAccountActions();
  const { openVendorPopup } = useGameUiStore.getState();
  const startLaunch = useStartLaunch();

  return useCallback(
    async (game: LaunchableGame, mode: LaunchMode) => {
      const decision = decideLaunch(game, mode, { isLogin, isTrial });
      switch (decision.kind) {
        case 'navigate':
          void navigate(decision.to);
          return;
        case 'vendorPopup':
          openVendorPopup({ vendor: decision.vendor, gameType: decision.gameType });
          return;
        case 'needsLogin':
        case 'needsRealAccount':
          requireRealAccount();
          return;
        case 'launch':
          await startLaunch(decision.nodeId, decision.freeTrial);
      }
    },
    [isLogin, isTrial, navigate, openVendorPopup, requireRealAccount, startLaunch],
  );
}
