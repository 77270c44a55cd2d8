import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { startSession } from '../../../lib/session/start-session';
import { postFreePlay } from '../api/post-free-play';

/**
 * Free play (spec section 4): a trial session, then home in the logged-in (trial)
 * state. onStarted runs before leaving (the login popup closes itself there).
 */
export function useFreePlay(onStarted?: () => void) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [errorCode, setErrorCode] = useState<string | null>(null);

  const start = async () => {
    if (busy) return;
    setBusy(true);
    setErrorCode(null);
    const result = await postFreePlay();
    setBusy(false);
    if (!result.ok) {
      setErrorCode(result.error.code);
      return;
    }
    startSession(result.value, result.value.account);
    onStarted?.();
    void navigate('/');
  };

  return { start, busy, errorCode, dismissError: () => setErrorCode(null) };
}
