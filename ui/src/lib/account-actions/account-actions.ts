import { createContext, useContext } from 'react';

/**
 * What pages and menus outside the auth and trial features ask of them: open a
 * popup, confirm a log-out, guard a member-only action. Features depend on this
 * shape only; the app wires it to the features that carry it out, so no feature
 * imports another.
 */
export type AccountActions = {
  openLogin: () => void;
  openRegister: () => void;
  /** Asks "sure to log out?" first (spec section 4). */
  askLogout: () => void;
  /** The voluntary change, which asks for the current password (spec section 5). */
  changePassword: () => void;
  /** For an account made by mobile sign-up without a password: set one by phone. */
  setPassword: () => void;
  /** True when a member-only action may go ahead; otherwise opens login or the trial notice. */
  requireRealAccount: () => boolean;
  /** Start fetching the login/register/password popups (hover or focus of what opens them). */
  preloadAuthDialogs: () => void;
  /** Start fetching the log-out confirmation. */
  preloadLogoutConfirm: () => void;
};

export const AccountActionsContext = createContext<AccountActions | null>(null);

export function useAccountActions(): AccountActions {
  const actions = useContext(AccountActionsContext);
  // A missing provider is a wiring mistake; doing nothing silently would hide it.
  if (!actions)
    throw new Error('useAccountActions needs an AccountActionsContext provider (app/routes/root-route.tsx)');
  return actions;
}
