import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorCodeOf } from '../../../lib/api/api-error';
import type { AgentTeamMember } from '../api/post-agent-register-downline';
import { useSetMemberStatus } from '../api/post-agent-team-member-status';

type Props = {
  member: AgentTeamMember;
  customerId: string;
  /** What to announce: the new status, or the error key of a refusal. */
  onDone: (outcome: { ok: true; member: AgentTeamMember } | { ok: false; code: string }) => void;
};

/**
 * Enable or disable one team member, after a confirmation: disabling signs the
 * member out at once, so it is not one click away from a mistake.
 */
export function MemberStatusButton({ member, customerId, onDone }: Props) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const change = useSetMemberStatus(customerId);
  const next = member.status === 'active' ? 'disabled' : 'active';
  const verb = next === 'disabled' ? 'disable' : 'enable';

  const confirm = () => {
    change.mutate(
      { account: member.account, status: next },
      {
        onSuccess: (updated) => onDone({ ok: true, member: updated }),
        onError: (error) => onDone({ ok: false, code: errorCodeOf(error) }),
        onSettled: () => setAsking(false),
      },
    );
  };

  return (
    <>
      <button
        type="button"
        className={`button button--small ${next === 'disabled' ? 'button--ghost agent-danger' : 'button--ghost'}`}
        onClick={() => setAsking(true)}
      >
        {t(`agent.members.${verb}`)}
        <span className="visually-hidden"> {member.account}</span>
      </button>
      <ConfirmDialog
        open={asking}
        title={t(`agent.members.${verb}Title`)}
        message={t(`agent.members.${verb}Line`, { account: member.account })}
        confirmLabel={t(`agent.members.${verb}`)}
        busy={change.isPending}
        onConfirm={confirm}
        onCancel={() => {
          if (!change.isPending) setAsking(false);
        }}
      />
    </>
  );
}
