// First: takes a password-reset token out of the address before anything else runs.
import './features/auth/session/capture-reset-link';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyLanguage } from './features/language/change-language';
import { loadLanguageList } from './app/load-language-list';
import { applyThemeOnPage } from './features/theme/theme-preference';
import { useThemeStore } from './features/theme/stores/theme-store';
import { storedLanguageOr } from './lib/i18n/boot-language';
import { loadI18n } from './lib/i18n/i18n-instance';
import { DEFAULT_LANGUAGE } from './lib/i18n/languages';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';
import './styles/verification.css';
import './styles/pages.css';
import './styles/status-page.css';
import './styles/account.css';
import './styles/registration-details.css';
import './styles/sessions.css';
import './styles/support.css';
import './styles/responsible.css';
import './styles/wallet.css';
import './styles/payments.css';
import './styles/wallet-transfer.css';
import './styles/records.css';
import './styles/rewards.css';
import './styles/originals.css';
import './styles/games.css';
import './styles/navigation.css';
import './styles/home.css';
import './styles/lottery.css';
import './styles/pvp.css';
import './styles/content.css';
import './styles/promotions.css';
import './styles/messages.css';
import './styles/referral.css';
import './styles/missions.css';
import './styles/realtime.css';
import './styles/chat.css';

applyThemeOnPage(useThemeStore.getState().theme);

// Render in the last chosen language: Tagalog (the default) at once, another one
// once its bundle is in, so the first paint is already in that language. The
// server's list then confirms it (or resets it to the default) without blocking.
const i18n = await loadI18n(storedLanguageOr(DEFAULT_LANGUAGE));
void applyLanguage(i18n, i18n.language).then(() => loadLanguageList(i18n));

// The static cover in index.html bridges the gap until React draws its own.
document.getElementById('boot-cover')?.remove();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App i18n={i18n} />
  </StrictMode>,
);
