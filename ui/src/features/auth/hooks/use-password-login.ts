import { useRef, useState } from 'react';
import type { LoginValue } from '../../../lib/api/contract-types';
import type { ApiFailure, ApiResult } from '../../../lib/api/envelope';
import { postLogin, type LoginPortal, type UsernameLoginPayload } from '../api/post-login';
import { readDeviceToken } from '../../../lib/session/device-token';
import { failureWantsCaptcha, failureWantsVerification } from '../session/login-failure';
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
  /** Repeats the last login without a code, which makes the server send a new one (the step's Get code). */
  resendCode: () => Promise<ApiResult<LoginValue>>;
};

/**
 * The username-and-password login shared by the login popup and the agent page:
 * builds the payload (captcha, device token, portal), sends it sealed, and keeps
 * the captcha in step with the server's answers.
 */
export function usePasswordLogin(
  portal: LoginPortal,
  /** Called with the failure's data when the unregistered-IP gate asks for a code. */
  onVerificationRequired?: (data: Record<string, unknown> | undefined) => void,
): PasswordLogin {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptcha(captchaShown);
  const last = useRef<UsernameLoginPayload | null>(null);

  const sendForResult = async (payload: UsernameLoginPayload): Promise<ApiResult<LoginValue>> => {
    last.current = payload;
    setBusy(true);
    setFailure(null);
    const result = await postLogin(payload);
    setBusy(false);
    if (result.ok) return result;
    setFailure(result.error);
    if (failureWantsVerification(result.error)) onVerificationRequired?.(result.error.data);
    if (failureWantsCaptcha(result.error) && !captchaShown) setCaptchaShown(true);
    // A captcha answers one attempt: whatever the outcome, the next needs a new image.
    else if (payload.captchaId !== undefined) captcha.renew();
    return result;
  };

  const send = async (payload: UsernameLoginPayload): Promise<LoginValue | null> => {
    const result = await sendForResult(payload);
    return result.ok ? result.value : null;
  };

  const submit = (fields: PasswordLoginFields) => {
    const payload: UsernameLoginPayload = {
      type: 'username',
      username: fields.username,
      password: fields.password,
      portal,
    };
    if (fields.rememberMe) payload.rememberMe = true;
    const deviceToken = readDeviceToken();
    if (deviceToken) payload.deviceToken = deviceToken;
    if (captchaShown && captcha.captchaId) {
      payload.captchaId = captcha.captchaId;
      payload.captcha = fields.captcha ?? '';
    }
    return send(payload);
  };

  // The step's repeats carry no captcha: the one sent with the first attempt is used up.
  const withoutCaptcha = (payload: UsernameLoginPayload): UsernameLoginPayload => {
    const { captchaId: _id, captcha: _answer, verificationCode: _code, ...rest } = payload;
    return rest;
  };

  const resubmitWithCode = async (verificationCode: string) => {
    if (!last.current) return null;
    return send({ ...withoutCaptcha(last.current), verificationCode });
  };

  const resendCode = async (): Promise<ApiResult<LoginValue>> => {
    if (!last.current) return { ok: false, error: { code: 'network_error', status: 0, message: 'No login to repeat' } };
    return sendForResult(withoutCaptcha(last.current));
  };

  return { busy, failure, captchaShown, captcha, submit, resubmitWithCode, resendCode };
}
