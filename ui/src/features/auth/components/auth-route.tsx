import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { HomePage } from '../../home/components/home-page';
import { useAuthDialogStore, type AuthDialog } from '../stores/auth-dialog-store';

/** /login and /register: the home view with the matching popup open (spec section 2). */
export function AuthRoute({ dialog }: { dialog: AuthDialog }) {
  const [params] = useSearchParams();
  const referralCode = params.get('referralCode');
  useEffect(() => {
    const store = useAuthDialogStore.getState();
    if (referralCode) store.setReferralCode(referralCode);
    store.show(dialog, true);
  }, [dialog, referralCode]);
  return <HomePage />;
}
