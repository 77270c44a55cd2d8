import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { LazyPopup } from '../../../components/lazy-popup';
import { lazyWithPreload, preloadOnIntent } from '../../../lib/lazy/lazy-with-preload';
import { selectIsTrial, useSessionStore } from '../../../lib/session/session-store';
import '../../../styles/minigame.css';

// The popup (the wheel and its queries) is fetched when first opened, not with every page.
const MinigameDialog = lazyWithPreload(() => import('./minigame-dialog').then((m) => m.MinigameDialog));

/**
 * The mini game's entry in the side menu for signed-in members: opens the
 * daily spin. Trial players see it marked as needing a real account, and the
 * popup explains why (the server refuses them: in_need_true_account).
 */
export function MinigameSideLink() {
  const { t } = useTranslation();
  const isTrial = useSessionStore(selectIsTrial);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="side-link minigame-side-link"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        {...preloadOnIntent(MinigameDialog.preload)}
      >
        <Icon name="gift" />
        {t('minigame.open')}
        {isTrial && <span className="minigame-side-link__note">{t('minigame.realAccountOnly')}</span>}
      </button>
      <LazyPopup open={open} onDismiss={() => setOpen(false)}>
        <MinigameDialog open={open} onClose={() => setOpen(false)} />
      </LazyPopup>
    </>
  );
}
