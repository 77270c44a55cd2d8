import { useCallback, useEffect, useRef, useState } from 'react';
import { getCaptcha } from '../api/get-captcha';
import { captchaRetryDelayMs, mayRefreshCaptcha } from '../captcha/refresh-throttle';

export type Captcha = {
  captchaId: string | null;
  /** A data: URL of the PNG, or null while none is loaded. */
  imageUrl: string | null;
  loading: boolean;
  errorCode: string | null;
  /** The visitor's refresh button: ignored within a second of the last fetch. */
  refresh: () => void;
  /** After a login attempt used the image (a captcha answers once): fetch the next one. */
  renew: () => void;
};

/** Loads a captcha while `active` (a failed login asked for one, spec section 4). */
export function useCaptcha(active: boolean): Captcha {
  const [captchaId, setCaptchaId] = useState<string | null>(null);
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const lastFetch = useRef<number | null>(null);
  const retryTimer = useRef<number | undefined>(undefined);
  const alive = useRef(true);

  const load = useCallback(async function fetchImage(): Promise<void> {
    window.clearTimeout(retryTimer.current);
    lastFetch.current = Date.now();
    setLoading(true);
    setErrorCode(null);
    const result = await getCaptcha();
    if (!alive.current) return;
    if (result.ok) {
      setCaptchaId(result.value.captchaId);
      setImageUrl(`data:image/png;base64,${result.value.image}`);
      setLoading(false);
      return;
    }
    // The server allows one image per second per IP; wait as long as it says and ask again.
    if (result.error.code === 'too_many_requests') {
      retryTimer.current = window.setTimeout(() => void fetchImage(), captchaRetryDelayMs(result.error.data));
      return;
    }
    setLoading(false);
    setErrorCode(result.error.code);
  }, []);

  useEffect(() => {
    alive.current = true;
    if (active) void load();
    return () => {
      alive.current = false;
      window.clearTimeout(retryTimer.current);
    };
  }, [active, load]);

  const refresh = useCallback(() => {
    if (!mayRefreshCaptcha(lastFetch.current, Date.now())) return;
    void load();
  }, [load]);

  const renew = useCallback(() => {
    setCaptchaId(null);
    void load();
  }, [load]);

  return { captchaId, imageUrl, loading, errorCode, refresh, renew };
}
