import { useRef, useState } from 'react';
import type { LoginValue } from '../../../lib/api/contract-types';
import type { ApiFailure } from '../../../lib/api/envelope';
import { postLogin, type LoginPortal, type UsernameLoginPayload } from '../api/post-login';
import { readDeviceToken } from '../session/device-token';
import { failureWantsCaptcha } from '../session/login-failure';
import { useCaptcha, type Captcha } from './use-captcha';

export type PasswordLoginFields = {
  username: string;
  password: string;
  /** The visitor's answer to the captcha image, when one is shown. */
  captcha?: string;
  rememberMe?: boolean;
};

export type PasswordLogin = {
  busy: boolean;
  failure: ApiFailure | null;
  /** A failed login asked for a captcha: the field is shown from then on. */
  captchaShown: boolean;
  captcha: Captcha;
  /** Resolves with the login value, or null after a failure (kept in `failure`). */
  submit: (fields: PasswordLoginFields) => Promise<LoginValue | null>;
  /** Repeats the last login with the code of the unregistered-IP step added. */
  resubmitWithCode: (verificationCode: string) => Promise<LoginValue | null>;
};

/**
 * The username-and-password login shared by the login popup and the agent page:
 * builds the payload (captcha, device token, portal), sends it sealed, and keeps
 * the captcha in step with the server's answers.
 */
export function usePasswordLogin(portal: LoginPortal): PasswordLogin {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptcha(captchaShown);
  const last = useRef<UsernameLoginPayload | null>(null);

  const send = async (payload: UsernameLoginPayload): Promise<LoginValue | null> => {
    last.current = payload;
    setBusy(true);
    setFailure(null);
    const result = await postLogin(payload);
    setBusy(false);
    if (result.ok) return result.value;
    setFailure(result.error);
    if (failureWantsCaptcha(result.error) && !captchaShown) setCaptchaShown(true);
    // A captcha answers one attempt: whatever the outcome, the next needs a new image.
    else if (payload.captchaId !== undefined) captcha.renew();
    return null;
  };

  const submit = (fields: PasswordLoginFields) => {
    const payload: UsernameLoginPayload = { type: 'username', username: fields.username, password: fields.password, portal };
    if (fields.rememberMe) payload.rememberMe = true;
    const deviceToken = readDeviceToken();
    if (deviceToken) payload.deviceToken = deviceToken;
    if (captchaShown && captcha.captchaId) {
      payload.captchaId = captcha.captchaId;
      payload.captcha = fields.captcha ?? '';
    }
    return send(payload);
  };

  const resubmitWithCode = async (verificationCode: string) => {
    if (!last.current) return null;
    const { captchaId: _id, captcha: _answer, ...rest } = last.current;
    return send({ ...rest, verificationCode });
  };

  return { busy, failure, captchaShown, captcha, submit, resubmitWithCode };
}
