import { useEffect, useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../../lib/api/envelope';
import { FormError } from '../../../components/form-error';
import { useCountdown } from '../hooks/use-countdown';
import { countdownSeconds } from '../lib/countdown';
import type { IpVerificationChallenge } from '../lib/masked-destination';
import { GetCodeButton } from './get-code-button';
import { VerificationCodeField } from './verification-code-field';

export const IP_VERIFICATION_COUNTDOWN = 'ipVerification';

type Props = {
  challenge: IpVerificationChallenge;
  /** Repeats the login with this code added. */
  onSubmitCode: (verificationCode: string) => void;
  /** Repeats the login without a code, which makes the server send a new one; answers that login's result. */
  onResend: () => Promise<ApiResult<unknown>>;
  busy: boolean;
  /** The failure of the last repeated login, if any (e.g. verification_code_invalid). */
  errorCode: string | null;
  onBack?: () => void;
};

/**
 * The extra step of a password login from an IP the member never used (spec
 * section 6; contract: 403 ip_verification_required). The server already sent
 * a code to the masked destination it names; the player types it in.
 */
export function IpVerificationStep({ challenge, onSubmitCode, onResend, busy, errorCode, onBack }: Props) {
  const { t } = useTranslation();
  const introId = useId();
  const countdown = useCountdown(IP_VERIFICATION_COUNTDOWN);
  const { start } = countdown;

  // The code was sent with the answer that opened this step: its countdown runs from now.
  useEffect(() => {
    start(countdownSeconds(challenge.expiredMinutes));
  }, [challenge, start]);

  const resend = async () => {
    const result = await onResend();
    // The repeated login answers ip_verification_required again: that is the new code being sent.
    if (!result.ok && result.error.code === 'ip_verification_required') {
      const expiredMinutes = result.error.data?.expiredMinutes;
      return {
        ok: true as const,
        value: { expiredMinutes: typeof expiredMinutes === 'number' ? expiredMinutes : challenge.expiredMinutes },
      };
    }
    if (result.ok) return { ok: true as const, value: { expiredMinutes: challenge.expiredMinutes } };
    return result;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const control = event.currentTarget.elements.namedItem('verificationCode');
    // An empty code is the server's to refuse (verification_code_invalid): no rule is repeated here.
    onSubmitCode(control instanceof HTMLInputElement ? control.value.trim() : '');
  };

  return (
    <form className="auth-form ip-verification" aria-describedby={introId} onSubmit={onSubmit} noValidate>
      <p id={introId} className="ip-verification__intro">
        {challenge.method === 'sms' ? t('verification.ipIntroSms') : t('verification.ipIntroEmail')}{' '}
        <bdi className="ip-verification__destination" dir="ltr">
          {challenge.destination}
        </bdi>
      </p>
      <VerificationCodeField autoFocus>
        <GetCodeButton countdownKey={IP_VERIFICATION_COUNTDOWN} send={resend} />
      </VerificationCodeField>
      <FormError code={errorCode} />
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? t('auth.submitting') : t('verification.ipSubmit')}
      </button>
      {onBack && (
        <button type="button" className="link-button" onClick={onBack}>
          {t('verification.ipBack')}
        </button>
      )}
    </form>
  );
}
