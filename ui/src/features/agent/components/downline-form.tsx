import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { FormSubmitRow } from '../../../lib/forms/form-submit-row';
import type { FormsReady } from '../../../lib/forms/forms-ready';
import { readyRules } from '../../../lib/forms/forms-status';
import { textValue } from '../../../lib/forms/text-value';
import { useFormValidation } from '../../../lib/forms/use-form-validation';
import { ValidatedForm } from '../../../lib/forms/validated-form';
import {
  postAgentRegisterDownline,
  type AgentRegisterPayload,
  type AgentTeamMember,
} from '../api/post-agent-register-downline';
import { DOWNLINE_FORM, NICKNAME_MAX_LENGTH } from '../lib/downline-form';
import { downlineFailureText } from '../lib/downline-failure';
import { AccountTypeField } from './account-type-field';

type Props = { ready: FormsReady; onCreated: (member: AgentTeamMember) => void };

/**
 * registerCenter's form. Username, password, confirmation and nickname are judged
 * by the shared downline-account rules (wasm) on blur and on submit, so nothing invalid is
 * sent; the body then goes sealed to the session. The parent remounts the form
 * after a success, which clears every field and message.
 */
export function DownlineForm({ ready, onCreated }: Props) {
  const { t } = useTranslation();
  const rules = readyRules(ready);
  const validation = useFormValidation({
    form: DOWNLINE_FORM,
    forms: rules.forms,
    settings: rules.settings,
  });
  const [accountType, setAccountType] = useState<AgentRegisterPayload['accountType']>('member');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const failureText = validation.refused
    ? t('validation.rulesUnavailable')
    : failure === null
      ? ''
      : downlineFailureText(t, failure);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const values = validation.validateForSubmit(event.currentTarget);
    if (!values) return;
    const nickname = textValue(values.nickname).trim();
    setBusy(true);
    setFailure(null);
    const result = await postAgentRegisterDownline({
      username: textValue(values.username),
      password: textValue(values.password),
      confirmPassword: textValue(values.confirmPassword),
      accountType,
      // Left out when empty: the server then uses the account name.
      ...(nickname !== '' ? { nickname } : {}),
    });
    setBusy(false);
    if (!result.ok) {
      setFailure(result.error.code);
      return;
    }
    onCreated(result.value);
  };

  return (
    <ValidatedForm validation={validation} onSubmit={onSubmit}>
      <FormField
        label={t('agent.register.username')}
        name="username"
        // The agent types a new person's name: the browser's saved logins do not apply.
        autoComplete="off"
        aria-required
        messages={validation.messagesFor('username')}
      />
      <FormField
        label={t('agent.register.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        aria-required
        messages={validation.messagesFor('password')}
      />
      <FormField
        label={t('agent.register.confirmPassword')}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        aria-required
        messages={validation.messagesFor('confirmPassword')}
      />
      <FormField
        label={t('agent.register.nickname')}
        name="nickname"
        autoComplete="off"
        maxLength={NICKNAME_MAX_LENGTH}
        aria-describedby="agent-nickname-hint"
      />
      <p id="agent-nickname-hint" className="field__hint">
        {t('agent.register.nicknameHint', { max: NICKNAME_MAX_LENGTH })}
      </p>
      <AccountTypeField value={accountType} onChange={setAccountType} />
      <FormSubmitRow ready={ready} busy={busy} label={t('agent.register.submit')}>
        <p className="form-error" role="alert" hidden={failureText === ''}>
          {failureText}
        </p>
      </FormSubmitRow>
    </ValidatedForm>
  );
}
