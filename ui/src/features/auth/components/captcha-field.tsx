import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import type { FieldMessage } from '../../../lib/wasm/forms-api';
import type { Captcha } from '../hooks/use-captcha';
import { FormField } from '../../../components/form-field';

type Props = {
  captcha: Captcha;
  messages?: readonly FieldMessage[];
  /** The answer's input name: "captcha" for a login; another where the form already has one. */
  name?: string;
  /** The answer's label: "Captcha" unless the form says what this one is for. */
  label?: string;
};

/**
 * The captcha a failed login reveals (spec section 4): the image, a refresh
 * button (at most one new image per second, spec section 5) and the answer.
 * The input is keyed by the image so a new image starts with an empty answer.
 */
export function CaptchaField({ captcha, messages = [], name = 'captcha', label }: Props) {
  const { t } = useTranslation();
  const onRefresh = () => captcha.refresh();
  return (
    <div className="captcha">
      <div className="captcha__image-row">
        <div className="captcha__frame" aria-busy={captcha.loading}>
          {captcha.imageUrl ? (
            <img
              className="captcha__image"
              src={captcha.imageUrl}
              alt={t('login.captchaImageAlt')}
              width={120}
              height={40}
            />
          ) : (
            <span className="captcha__placeholder">
              {captcha.errorCode ? t('login.captchaFailed') : t('login.captchaLoading')}
            </span>
          )}
        </div>
        {/* aria-disabled rather than disabled: the button keeps focus while throttled. */}
        <button
          type="button"
          className="icon-button captcha__refresh"
          onClick={onRefresh}
          aria-label={t('login.refreshCaptcha')}
          title={t('login.refreshCaptcha')}
          aria-disabled={captcha.loading}
        >
          <Icon name="refresh" />
        </button>
      </div>
      <FormField
        key={captcha.captchaId ?? 'none'}
        label={label ?? t('login.captchaLabel')}
        name={name}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={16}
        aria-required
        messages={messages}
      />
    </div>
  );
}
