import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../app/components/icon';
import { FormError } from '../../auth/components/form-error';
import { FormField } from '../../auth/components/form-field';
import { postAgentLogin } from '../api/post-agent-login';

/** /agent: marketing text, desk hours and a login form without remember-me (spec section 2). */
export function AgentLoginPage() {
  const { t } = useTranslation();
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setErrorCode(null);
    const result = await postAgentLogin(String(data.get('username') ?? '').trim(), String(data.get('password') ?? ''));
    setBusy(false);
    if (!result.ok) setErrorCode(result.error.code);
  };

  return (
    <div className="agent-login">
      <section className="agent-pitch" aria-labelledby="agent-pitch-title">
        <p className="hero__kicker">{t('agent.pitchKicker')}</p>
        <h1 id="agent-pitch-title" className="agent-pitch__title">{t('agent.pitchTitle')}</h1>
        <ul className="agent-pitch__list">
          <li><Icon name="chart" />{t('agent.pitchLine1')}</li>
          <li><Icon name="users" />{t('agent.pitchLine2')}</li>
          <li><Icon name="headset" />{t('agent.pitchLine3')}</li>
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
        <h2 id="agent-login-title" className="agent-form-card__title">{t('agent.loginTitle')}</h2>
        <form className="auth-form" onSubmit={onSubmit} noValidate>
          <FormField label={t('auth.username')} name="username" autoComplete="username" maxLength={64} />
          <FormField label={t('auth.password')} name="password" type="password" autoComplete="current-password" maxLength={128} />
          <FormError code={errorCode} />
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {busy ? t('auth.submitting') : t('agent.submit')}
          </button>
        </form>
      </section>
    </div>
  );
}
