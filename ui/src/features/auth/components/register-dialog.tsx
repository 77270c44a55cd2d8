import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { BannerGroup } from '../../../components/banner-group';
import { Dialog } from '../../../components/dialog';
import type { FormsApi } from '../../../lib/wasm/forms-api';
import { useFeatureFlags } from '../../../lib/site/site-info';
import { postSmsRegister } from '../api/post-sms-register';
import { GetCodeButton } from './get-code-button';
import { MobileNumberField } from './mobile-number-field';
import { VerificationCodeField } from './verification-code-field';
import { readMobileNumber, useDestinationCheck } from '../hooks/use-destination-check';
import { useSelectedCountry } from '../hooks/use-selected-country';
import { useSendCaptcha } from '../hooks/use-send-captcha';
import { SendCaptchaField } from './send-captcha-field';
import { putRegister } from '../api/put-register';
import { putRegisterMobile } from '../api/put-register-mobile';
import { AFFILIATE_FIELD, INVITATION_CODE_ERROR, useAffiliateCheck } from '../hooks/use-affiliate-check';
import { useAskedFields } from '../hooks/use-asked-fields';
import { useFormValidation } from '../../../lib/forms/use-form-validation';
import { useFormsReady } from '../../../lib/forms/use-forms-ready';
import type { FormsReady } from '../../../lib/forms/forms-ready';
import { startSession } from '../../../lib/session/start-session';
import { selectCloseDialog, selectReferralCode, useAuthDialogStore } from '../stores/auth-dialog-store';
import { CheckField } from '../../../components/check-field';
import type { ApiFailure } from '../../../lib/api/envelope';
import type { RegistrationSettings } from '../../../lib/wasm/forms-api';
import { useCaptcha } from '../hooks/use-captcha';
import { failureWantsCaptcha } from '../session/login-failure';
import { CaptchaField } from './captcha-field';
import { LoginFailureMessage } from './login-failure-message';
import { FormField } from '../../../components/form-field';
import { readyRules } from '../../../lib/forms/forms-status';
import { MethodTabs, type Method } from './method-tabs';
import { OptionalFields } from './optional-fields';
import { ValidatedForm } from '../../../lib/forms/validated-form';
import { textValue } from '../../../lib/forms/text-value';
import { FormSubmitRow } from '../../../lib/forms/form-submit-row';

type Props = {
  open: boolean;
  onClose: () => void;
  onSwitchToLogin: () => void;
  onOpenTerms: () => void;
  /** Injected in tests; the lazily imported wasm module otherwise. */
  loadFormsApi?: () => Promise<FormsApi>;
};

export function RegisterDialog({ open, onClose, onSwitchToLogin, onOpenTerms, loadFormsApi }: Props) {
  const { t } = useTranslation();
  const features = useFeatureFlags();
  // The mobile tab exists only when mobile registration is on (MOBILENUMREG3).
  const methods: Method[] = features.MOBILENUMREG3 ? ['username', 'mobile'] : ['username'];
  const [method, setMethod] = useState<Method>('username');
  const active = methods.includes(method) ? method : 'username';
  const ready = useFormsReady(open, loadFormsApi);

  return (
    <Dialog open={open} onClose={onClose} title={t('auth.registerTitle')} className="dialog--auth">
      {/* The operator's w_reg banners above the form; nothing when there are none. */}
      <BannerGroup group="w_reg" label={t('content.registerBanners')} variant="register" />
      <MethodTabs methods={methods} value={active} onChange={setMethod}>
        <RegisterForm key={active} method={active} onOpenTerms={onOpenTerms} ready={ready} />
      </MethodTabs>
      <p className="auth-switch">
        {t('auth.haveAccount')}{' '}
        <button type="button" className="link-button" onClick={onSwitchToLogin}>
          {t('auth.toLogin')}
        </button>
      </p>
    </Dialog>
  );
}

type FormProps = {
  method: Method;
  onOpenTerms: () => void;
  ready: FormsReady;
};

/** A failure found here rather than by the server (no country, a bad invitation code). */
const localFailure = (code: string): ApiFailure => ({ code, status: 0, message: '' });

/** The rules with the captcha shown and required: the server asked for one. */
function withCaptchaRequired(settings: RegistrationSettings): RegistrationSettings {
  const fields = settings.fields ?? {};
  return { ...settings, fields: { ...fields, captcha: { ...fields.captcha, enabled: true, required: true } } };
}

function RegisterForm({ method, onOpenTerms, ready }: FormProps) {
  const { t } = useTranslation();
  const referralCode = useAuthDialogStore(selectReferralCode);
  const closeDialog = useAuthDialogStore(selectCloseDialog);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const setErrorCode = (code: string | null) => setFailure(code === null ? null : localFailure(code));
  const [busy, setBusy] = useState(false);
  const rules = readyRules(ready);
  const { settings } = rules;
  const formName = method === 'username' ? 'registration.username' : 'registration.mobile';
  // The image captcha (spec section 5: shown when the operator enables it) is
  // also shown once the server asks for one: past a few registrations from one
  // network, each needs it (400 invalid_captcha with data.captcha).
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const captchaShown = settings?.fields?.captcha?.enabled === true || captchaAsked;
  const captcha = useCaptcha(captchaShown);
  const validationSettings = useMemo(
    () => (settings && captchaAsked ? withCaptchaRequired(settings) : settings),
    [settings, captchaAsked],
  );
  const validation = useFormValidation({ form: formName, forms: rules.forms, settings: validationSettings });
  const asked = useAskedFields(formName, rules.forms, settings);
  const affiliate = useAffiliateCheck();
  const messagesFor = (name: string) => affiliate.withVerdict(name, validation.messagesFor(name));
  const country = useSelectedCountry();
  const checkDestination = useDestinationCheck(rules.forms, settings);
  const sendCaptcha = useSendCaptcha('register');
  // Until the rules are in, only the fields every registration has are drawn.
  const mobileRule = settings?.fields?.mobileNum;
  const showMobile = method === 'mobile' || mobileRule?.enabled === true;
  // The username form asks for a code once a number is given (smsVerification
  // follows REGMOBVERF3); the mobile form always has a number, so an empty form
  // already shows what it needs: a password (MOBILENUMPASSREG3), a code, or both.
  const showCode =
    method === 'username' ? settings?.smsVerification === true && showMobile : asked?.has('verificationCode') === true;
  const showPassword = method === 'username' || asked?.has('password') === true;
  const minimumAge = settings?.minimumAge ?? 18;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // Terms default to checked; unchecking blocks the submit (spec section 4), as any other message does.
    const values = validation.validateForSubmit(form);
    if (!values) return;
    const mobileNum = typeof values.mobileNum === 'string' ? values.mobileNum : '';
    if (mobileNum !== '' && !country.selected) {
      setErrorCode(country.errorCode ?? 'network_error');
      return;
    }
    setBusy(true);
    setErrorCode(null);
    const affiliateCode = typeof values[AFFILIATE_FIELD] === 'string' ? textValue(values[AFFILIATE_FIELD]).trim() : '';
    if (!(await affiliate.ensureValid(affiliateCode))) {
      setBusy(false);
      setErrorCode(INVITATION_CODE_ERROR);
      form.querySelector<HTMLInputElement>(`input[name="${AFFILIATE_FIELD}"]`)?.focus();
      return;
    }
    // Only enabled optional fields are in the form, so only those are sent. The
    // submit button waits for the rules, so the forms module is in by now.
    const optionalNames = rules.forms?.optionalRegistrationFields() ?? [];
    const optional = Object.fromEntries(
      optionalNames.filter((name) => typeof values[name] === 'string').map((name) => [name, textValue(values[name])]),
    );
    const dialing =
      mobileNum !== '' && country.selected ? { countryDialingCode: country.selected.countryDialingCode } : {};
    const code =
      typeof values.verificationCode === 'string' && showCode ? { verificationCode: values.verificationCode } : {};
    const captchaProof = captchaShown && captcha.captchaId ? { captchaId: captcha.captchaId } : {};
    const common = {
      ...optional,
      ...captchaProof,
      // A mobile sign-up without a password sends none: the account signs in by SMS code.
      ...(showPassword
        ? { password: textValue(values.password), confirmPassword: textValue(values.confirmPassword) }
        : {}),
      referralCode,
      domain: window.location.hostname,
      login: true,
      termsAccepted: true,
      ageConfirmed: true,
    } as const;
    const result =
      method === 'username'
        ? await putRegister({
            ...common,
            username: textValue(values.username),
            ...(mobileNum !== '' ? { mobileNum } : {}),
            ...dialing,
            ...code,
          })
        : await putRegisterMobile({
            ...common,
            username: '',
            mobileNum,
            countryDialingCode: country.selected?.countryDialingCode ?? '',
            ...code,
            registerUrl: window.location.href,
            affiliateCode,
            registerMethod: 'WEB',
          });
    setBusy(false);
    if (!result.ok) {
      setFailure(result.error);
      if (failureWantsCaptcha(result.error) && !captchaShown) setCaptchaAsked(true);
      // A captcha answers one attempt: whatever the outcome, the next needs a new image.
      else if ('captchaId' in captchaProof) captcha.renew();
      return;
    }
    // Registration logs the player in (spec section 4): keep the session, close, go home.
    startSession(result.value, result.value.account);
    closeDialog();
    void navigate('/');
  };

  const mobileField = (
    <MobileNumberField
      country={country}
      required={method === 'mobile' || mobileRule?.required === true}
      messages={messagesFor('mobileNum')}
      autoFocus={method === 'mobile'}
    />
  );
  const codeField = showCode && (
    <>
      <SendCaptchaField sendCaptcha={sendCaptcha} />
      <VerificationCodeField messages={messagesFor('verificationCode')}>
        <GetCodeButton
          countdownKey="register"
          send={() => {
            const checked = checkDestination(readMobileNumber(validation.formRef.current), country.selected);
            if ('problem' in checked) return checked;
            return sendCaptcha.send(validation.formRef.current, (fields) =>
              postSmsRegister({
                mobileNo: checked.destination.mobileNum,
                countryDialingCode: checked.destination.countryDialingCode,
                ...fields,
              }),
            );
          }}
        />
      </VerificationCodeField>
    </>
  );

  return (
    <ValidatedForm validation={validation} onSubmit={onSubmit} onBlur={affiliate.onBlur} onChange={affiliate.onInput}>
      {method === 'mobile' && mobileField}
      {method === 'mobile' && codeField}
      {method === 'username' && (
        <FormField
          label={t('auth.username')}
          name="username"
          autoComplete="username"
          data-autofocus
          aria-required
          messages={messagesFor('username')}
        />
      )}
      {showPassword && (
        <>
          <FormField
            label={t('auth.password')}
            name="password"
            type="password"
            autoComplete="new-password"
            aria-required
            messages={messagesFor('password')}
          />
          <FormField
            label={t('auth.confirmPassword')}
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            aria-required
            messages={messagesFor('confirmPassword')}
          />
        </>
      )}
      {method === 'mobile' && !showPassword && asked !== null && (
        <p className="auth-form__note">{t('auth.mobileSignupNoPassword')}</p>
      )}
      {method === 'username' && showMobile && mobileField}
      {method === 'username' && codeField}
      {settings && rules.forms && <OptionalFields forms={rules.forms} settings={settings} messagesFor={messagesFor} />}
      {captchaShown && <CaptchaField captcha={captcha} messages={messagesFor('captcha')} />}
      {referralCode !== '' && (
        <FormField label={t('validation.fields.referralCode')} name="referralCode" value={referralCode} readOnly />
      )}
      <CheckField name="ageConfirmed" messages={messagesFor('ageConfirmed')}>
        {t('validation.ageConfirm', { age: minimumAge })}
      </CheckField>
      <CheckField name="termsAccepted" defaultChecked messages={messagesFor('termsAccepted')}>
        {t('validation.termsPrefix')}{' '}
        <Link to="/help#term" onClick={onOpenTerms}>
          {t('auth.termsLink')}
        </Link>
      </CheckField>
      <FormSubmitRow ready={ready} busy={busy} label={t('auth.registerSubmit')}>
        <LoginFailureMessage failure={failure} rulesRefused={validation.refused} />
      </FormSubmitRow>
    </ValidatedForm>
  );
}
