import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../../lib/api/envelope';
import { failureWantsCaptcha } from '../session/login-failure';
import type { SendAttempt } from '../components/get-code-button';
import type { SmsCodeSent } from '../api/post-sms-no-login';
import { useCaptcha, type Captcha } from './use-captcha';
import { useCountdown } from './use-countdown';

/** The input the send captcha's answer is typed in (not "captcha": a form may have its own). */
export const SEND_CAPTCHA_FIELD = 'sendCaptcha';

export type SendCaptchaFields = { captchaId?: string; captcha?: string };

export type SendCaptcha = {
  /** The server asked for a captcha on this form's sends, and one may be sent now (no countdown runs). */
  visible: boolean;
  captcha: Captcha;
  /**
   * Runs one send with the captcha fields added once the server asked for them:
   * refuses locally when the answer is empty, and afterwards reveals the image
   * when the server asks, or fetches a new one when it refused the answer.
   */
  send: (
    form: HTMLFormElement | null,
    post: (fields: SendCaptchaFields) => Promise<ApiResult<SmsCodeSent>>,
  ) => SendAttempt;
};

function typedAnswer(form: HTMLFormElement | null): string {
  const control = form?.elements.namedItem(SEND_CAPTCHA_FIELD);
  return control instanceof HTMLInputElement ? control.value.trim() : '';
}

/**
 * The captcha of the Get-code button (contract: a send after the first for a
 * number answers captcha_required, data {captcha: true}): hidden until the
 * server asks, then shown whenever another code may be asked for. A captcha
 * lives 2 minutes, as long as the default countdown, so the image is fetched
 * when the countdown of `countdownKey` ends, not when the code was sent.
 */
export function useSendCaptcha(countdownKey: string): SendCaptcha {
  const { t } = useTranslation();
  const [asked, setAsked] = useState(false);
  const countdown = useCountdown(countdownKey);
  const visible = asked && !countdown.running;
  const captcha = useCaptcha(visible);
  const { renew } = captcha;
  const captchaId = captcha.captchaId;

  const send = useCallback(
    (
      form: HTMLFormElement | null,
      post: (fields: SendCaptchaFields) => Promise<ApiResult<SmsCodeSent>>,
    ): SendAttempt => {
      let fields: SendCaptchaFields = {};
      if (visible) {
        const answer = typedAnswer(form);
        if (answer === '' || captchaId === null) return { problem: t('verification.captchaNeeded') };
        fields = { captchaId, captcha: answer };
      }
      return post(fields).then((result) => {
        // First time: showing it loads an image; after a wrong or expired answer, a new one. A
        // send that went out starts the countdown, which hides the image; its end brings a new one.
        if (!result.ok && failureWantsCaptcha(result.error)) {
          if (!asked) setAsked(true);
          else renew();
        }
        return result;
      });
    },
    [asked, visible, captchaId, renew, t],
  );

  return { visible, captcha, send };
}
