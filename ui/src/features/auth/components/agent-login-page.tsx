import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { Icon } from '../../../components/icon';
import type { ApiFailure } from '../../../lib/api/envelope';
import type { FormsApi } from '../../../lib/wasm/forms-api';
import { CaptchaField } from './captcha-field';
import { FormField } from '../../../components/form-field';
import { readyRules } from '../../../lib/forms/forms-status';
import { LoginFailureMessage } from './login-failure-message';
import { useFormValidation } from '../../../lib/forms/use-form-validation';
import { useFormsReady } from '../../../lib/forms/use-forms-ready';
import { usePasswordLogin } from '../hooks/use-password-login';
import { useFeatureFlags } from '../../../lib/site/site-info';
import { completeLogin } from '../session/complete-login';
import { selectIsAgent, selectIsLogin, useSessionStore } from '../../../lib/session/session-store';
import { ValidatedForm } from '../../../lib/forms/validated-form';
import { textValue } from '../../../lib/forms/text-value';
import { FormSubmitRow } from '../../../lib/forms/form-submit-row';

/** What the page shows when a non-agent account proves its password here (spec section 6). */
const NOT_AN_AGENT: ApiFailure = { code: 'non_agent_login', status: 403, message: '' };

/**
 * /agent: marketing text, desk hours (Monday to Friday, 12:00 to 21:00) and a
 * login form without remember-me (spec section 2). It sends portal "agent", so
 * the server refuses non-agents with non_agent_login; agents go to /agentHome.
 */
export function AgentLoginPage({ loadFormsApi }: { loadFormsApi?: () => Promise<FormsApi> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isLogin = useSessionStore(selectIsLogin);
  const isAgent = useSessionStore(selectIsAgent);
  const ready = useFormsReady(true, loadFormsApi);
  const expiryEnforced = useFeatureFlags().PWDEXPFORCECHANGE3;
  const login = usePasswordLogin('agent');
  const [refusedHere, setRefusedHere] = useState(false);
  const extraValues = useMemo(() => ({ captchaShown: login.captchaShown }), [login.captchaShown]);
  const validation = useFormValidation({ form: 'login.username', ...readyRules(ready), extraValues });
  const { messagesFor } = validation;

  // A signed-in agent has nothing to do here.
  if (isLogin && isAgent) return <Navigate to="/agentHome" replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = validation.validateForSubmit(event.currentTarget);
    if (!values) return;
    setRefusedHere(false);
    const username = textValue(values.username);
    const password = textValue(values.password);
    const value = await login.submit({ username, password, captcha: textValue(values.captcha) });
    if (!value) return;
    // The server refuses non-agents on this portal; should one still get a
    // session, it is not stored: this page signs in agents only.
    if (!value.isAgent) {
      setRefusedHere(true);
      return;
    }
    const next = completeLogin(value, { username, method: 'username', password, expiryEnforced });
    if (!next.changePassword) void navigate('/agentHome');
  };

  return (
    <div className="agent-login">
      <section className="agent-pitch" aria-labelledby="agent-pitch-title">
        <p className="hero__kicker">{t('agent.pitchKicker')}</p>
        <h1 id="agent-pitch-title" className="agent-pitch__title">
          {t('agent.pitchTitle')}
        </h1>
        <ul className="agent-pitch__list">
          <li>
            <Icon name="chart" />
            {t('agent.pitchLine1')}
          </li>
          <li>
            <Icon name="users" />
            {t('agent.pitchLine2')}
          </li>
          <li>
            <Icon name="headset" />
            {t('agent.pitchLine3')}
          </li>
        </ul>
        <div className="agent-hours">
          <Icon name="clock" />
          <div>
            <h2 className="agent-hours__title">{t('agent.hoursTitle')}</h2>
            <p className="agent-hours__value">{t('agent.hours')}</p>
          </div>
        </div>
      </section>
      <section className="agent-form-card" aria-labelledby="agent-login-title">
        <h2 id="agent-login-title" className="agent-form-card__title">
          {t('agent.loginTitle')}
        </h2>
        <ValidatedForm validation={validation} onSubmit={onSubmit}>
          <FormField
            label={t('auth.username')}
            name="username"
            autoComplete="username"
            aria-required
            messages={messagesFor('username')}
          />
          <FormField
            label={t('auth.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            aria-required
            messages={messagesFor('password')}
          />
          {login.captchaShown && <CaptchaField captcha={login.captcha} messages={messagesFor('captcha')} />}
          <FormSubmitRow ready={ready} busy={login.busy} label={t('agent.submit')}>
            <LoginFailureMessage
              failure={refusedHere ? NOT_AN_AGENT : login.failure}
              rulesRefused={validation.refused}
            />
          </FormSubmitRow>
        </ValidatedForm>
      </section>
    </div>
  );
}
