import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { errorCodeOf, valueOrThrow } from '../../../lib/api/api-error';
import { startSession } from '../../auth/session/start-session';
import { useAuthDialogStore } from '../../auth/stores/auth-dialog-store';
import { postFreePlay } from '../api/post-free-play';

/** Free play (spec section 4): a trial session, then home in the logged-in (trial) state. */
export function useFreePlay() {
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: () => valueOrThrow(postFreePlay()),
    onSuccess: (login) => {
      startSession(login, login.account);
      useAuthDialogStore.getState().close();
      navigate('/');
    },
  });

  // A second click while the first is on its way would make a second trial account.
  const start = async () => {
    if (!mutation.isPending) mutation.mutate();
  };

  return {
    start,
    busy: mutation.isPending,
    errorCode: mutation.isError ? errorCodeOf(mutation.error) : null,
    dismissError: () => mutation.reset(),
  };
}
