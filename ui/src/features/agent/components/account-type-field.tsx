import { useTranslation } from 'react-i18next';
import type { AgentRegisterPayload } from '../api/post-agent-register-downline';

type AccountType = AgentRegisterPayload['accountType'];
const TYPES: readonly AccountType[] = ['member', 'agent'];

type Props = { value: AccountType; onChange: (type: AccountType) => void };

/** Member or sub-agent, as a labelled radio group (arrow keys move between the two). */
export function AccountTypeField({ value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset className="agent-choice">
      <legend className="field__label">{t('agent.register.accountType')}</legend>
      {TYPES.map((type) => (
        <label key={type} className="agent-choice__option">
          {/* Named apart from the form's values: the validators read named inputs. */}
          <input
            type="radio"
            name="agentAccountType"
            value={type}
            checked={value === type}
            onChange={() => onChange(type)}
          />
          {t(`agent.register.types.${type}`)}
        </label>
      ))}
    </fieldset>
  );
}
