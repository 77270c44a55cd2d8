import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAuthDialogStore, type AuthDialog } from '../stores/auth-dialog-store';

/**
 * /login and /register: the page behind (the home view, which the app passes in)
 * with the matching popup open (spec section 2).
 */
export function AuthRoute({ dialog, children }: { dialog: AuthDialog; children: ReactNode }) {
  const [params] = useSearchParams();
  const referralCode = params.get('referralCode');
  useEffect(() => {
    const store = useAuthDialogStore.getState();
    if (referralCode) store.setReferralCode(referralCode);
    store.show(dialog, true);
  }, [dialog, referralCode]);
  return children;
}
