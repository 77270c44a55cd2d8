import { useTranslation } from 'react-i18next';
import { SEND_CAPTCHA_FIELD, type SendCaptcha } from '../hooks/use-send-captcha';
import { CaptchaField } from './captcha-field';

type Props = { sendCaptcha: SendCaptcha };

/**
 * The captcha another code needs (contract: captcha_required on a send): shown
 * above the code field, since it is answered before Get code is pressed, and
 * only while another code may be asked for.
 */
export function SendCaptchaField({ sendCaptcha }: Props) {
  const { t } = useTranslation();
  if (!sendCaptcha.visible) return null;
  return (
    <CaptchaField captcha={sendCaptcha.captcha} name={SEND_CAPTCHA_FIELD} label={t('verification.sendCaptchaLabel')} />
  );
}
