import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../../lib/api/envelope';
import { errorMessageKey } from '../../../lib/api/error-message-key';
import type { SmsCodeSent } from '../api/post-sms-no-login';
import { useCountdown } from '../hooks/use-countdown';
import { createClickThrottle } from '../lib/click-throttle';
import { countdownSeconds } from '../lib/countdown';
import { retryAfterSeconds } from '../lib/retry-after';
import { WarningPopup } from './warning-popup';

type Props = {
  /** Which countdown this button shares (one per purpose: "noLogin", "register", "ipVerification"). */
  countdownKey: string;
  /** Sends the code, or answers the (translated) problem that stops it, e.g. a bad number. */
  send: () => SendAttempt;
};

export type SendAttempt = Promise<ApiResult<SmsCodeSent>> | { problem: string };

/** Failures after which the server says how long to wait before the next send. */
const WAIT_CODES = new Set(['sms_code_countdown', 'sms_too_many_requests', 'too_many_requests']);

/**
 * The Get-code button (spec sections 4 and 9): one press per second at most,
 * then disabled for 60 s × expiredMinutes showing the seconds left. A failed
 * send opens a warning popup; when the server names a wait, the button honours it.
 */
export function GetCodeButton({ countdownKey, send }: Props) {
  const { t } = useTranslation();
  const countdown = useCountdown(countdownKey);
  const throttle = useMemo(() => createClickThrottle(1000), []);
  const [busy, setBusy] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const closeWarning = useCallback(() => setWarning(null), []);

  const onClick = async () => {
    if (busy || countdown.running || !throttle()) return;
    const attempt = send();
    if ('problem' in attempt) {
      setWarning(attempt.problem);
      return;
    }
    setBusy(true);
    setSent(false);
    const result = await attempt;
    setBusy(false);
    if (result.ok) {
      countdown.start(countdownSeconds(result.value.expiredMinutes));
      setSent(true);
      return;
    }
    const wait = WAIT_CODES.has(result.error.code) ? retryAfterSeconds(result.error) : null;
    if (wait !== null) countdown.start(wait);
    setWarning(t(errorMessageKey(result.error.code)));
  };

  return (
    <>
      <button
        type="button"
        className="button get-code"
        disabled={busy || countdown.running}
        onClick={() => void onClick()}
      >
        {countdown.running
          ? t('verification.resendIn', { seconds: countdown.remaining })
          : busy
            ? t('verification.sending')
            : t('verification.getCode')}
      </button>
      {/* Announced once; the seconds on the button are not read out every tick. */}
      <span className="visually-hidden" role="status">
        {sent ? t('verification.codeSent') : ''}
      </span>
      <WarningPopup
        open={warning !== null}
        title={t('verification.sendFailedTitle')}
        message={warning ?? ''}
        onClose={closeWarning}
      />
    </>
  );
}
