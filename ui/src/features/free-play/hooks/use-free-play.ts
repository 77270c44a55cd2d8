import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { errorCodeOf, valueOrThrow } from '../../../lib/api/api-error';
import { startSession } from '../../../lib/session/start-session';
import { postFreePlay } from '../api/post-free-play';

/**
 * Free play (spec section 4): a trial session, then home in the logged-in (trial)
 * state. onStarted runs before leaving (the login popup closes itself there).
 */
export function useFreePlay(onStarted?: () => void) {
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: () => valueOrThrow(postFreePlay()),
    onSuccess: (login) => {
      startSession(login, login.account);
      onStarted?.();
      void navigate('/');
    },
  });

  // A second click while the first is on its way would make a second trial account.
  const start = () => {
    if (!mutation.isPending) mutation.mutate();
  };

  return {
    start,
    busy: mutation.isPending,
    errorCode: mutation.isError ? errorCodeOf(mutation.error) : null,
    dismissError: () => mutation.reset(),
  };
}
