import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { formatTime } from '../../../lib/i18n/format-time';
import type { AgentTeamMember } from '../api/post-agent-register-downline';

/**
 * The account just opened. It takes the focus when it appears: the form it
 * came from is cleared and remounted, so the focus would otherwise be lost.
 */
export function DownlineCreated({ member }: { member: AgentTeamMember }) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [member]);
  return (
    <div ref={ref} className="agent-created" role="status" tabIndex={-1}>
      <Icon name="check" size={20} />
      <div>
        <p className="agent-created__title">{t('agent.register.created', { account: member.account })}</p>
        <p className="agent-created__line">
          {t('agent.register.createdLine', {
            nickname: member.nickname,
            type: t(`agent.accountTypes.${member.accountType}`),
            time: formatTime(member.registeredAt, i18n.language),
          })}
        </p>
        <p className="agent-created__line">{t('agent.register.firstLogin')}</p>
      </div>
    </div>
  );
}
