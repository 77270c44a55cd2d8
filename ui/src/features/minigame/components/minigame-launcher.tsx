import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Icon } from '../../../components/icon';
import { LazyPopup } from '../../../components/lazy-popup';
import { lazyWithPreload, preloadOnIntent } from '../../../lib/lazy/lazy-with-preload';
import { selectIsLogin, selectIsTrial, useSessionStore } from '../../../lib/session/session-store';
import '../../../styles/minigame.css';

// The popup (the wheel, its styles) is fetched when first opened, not with every page.
const MinigameDialog = lazyWithPreload(() => import('./minigame-dialog').then((m) => m.MinigameDialog));

// Pages with a layout of their own or a game in front: no floating button there.
const PAGES_WITHOUT = /^\/(agent|agentHome|seamless|lottert|vnlottery|sealottery)(\/|$)/;

/**
 * The mini game's entry: a floating gift button for signed-in members that
 * opens the daily spin. Trial players see it too, and the popup tells them the
 * spin needs a real account (the server refuses them: in_need_true_account).
 */
export function MinigameLauncher() {
  const { t } = useTranslation();
  const loggedIn = useSessionStore(selectIsLogin);
  const isTrial = useSessionStore(selectIsTrial);
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  if (!loggedIn || PAGES_WITHOUT.test(pathname)) return null;
  return (
    <>
      <button
        type="button"
        className={isTrial ? 'minigame-launcher minigame-launcher--trial' : 'minigame-launcher'}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        {...preloadOnIntent(MinigameDialog.preload)}
      >
        <Icon name="gift" size={22} />
        <span className="minigame-launcher__text">{t('minigame.open')}</span>
      </button>
      <LazyPopup open={open} onDismiss={() => setOpen(false)}>
        <MinigameDialog open={open} onClose={() => setOpen(false)} />
      </LazyPopup>
    </>
  );
}
