import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Icon } from '../../../components/icon';
import { errorCodeOf } from '../../../lib/api/api-error';
import { type Mission, useClaimMission, useMissions } from '../api/missions-api';
import { MissionCard } from './mission-card';

function newKey(): string {
  return `mission-${crypto.randomUUID()}`;
}

/**
 * The member's missions (mission summary): counts, then one card per mission.
 * One idempotency key per press of Claim: a repeated request for that press
 * pays at most once, and the server pays a mission at most once per period.
 */
export function MissionList({ customerId }: { customerId: string }) {
  const { t, i18n } = useTranslation();
  const missions = useMissions(customerId, i18n.language);
  const claim = useClaimMission(customerId);
  const [claimingId, setClaimingId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const key = useRef<string>(newKey());

  const onClaim = (mission: Mission) => {
    if (claim.isPending) return;
    setError(null);
    setNotice('');
    setClaimingId(mission.id);
    claim.mutate(
      { missionId: mission.id, idempotencyKey: key.current },
      {
        onSuccess: (result) => {
          setNotice(
            result.claim.rewardKind === 'points'
              ? t('missions.claimedPoints', { title: mission.title, points: result.claim.rewardAmount })
              : t('missions.claimedBonus', { title: mission.title, amount: result.claim.rewardAmount }),
          );
        },
        onError: (cause) => setError(errorCodeOf(cause)),
        onSettled: () => {
          key.current = newKey();
          setClaimingId(null);
        },
      },
    );
  };

  if (missions.isPending || (missions.isFetching && missions.isError)) {
    return (
      <p className="missions__state" role="status">
        {t('missions.loading')}
      </p>
    );
  }
  if (missions.isError) {
    return (
      <div className="missions__failed">
        <FormError code={errorCodeOf(missions.error)} />
        <button type="button" className="button button--ghost" onClick={() => void missions.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  const summary = missions.data;
  return (
    <div className="missions__list-wrap" aria-busy={missions.isFetching}>
      <dl className="missions__counts">
        <div>
          <dt>{t('missions.countClaimable')}</dt>
          <dd>{summary.claimable}</dd>
        </div>
        <div>
          <dt>{t('missions.countCompleted')}</dt>
          <dd>
            {summary.completed} / {summary.total}
          </dd>
        </div>
        <div>
          <dt>{t('missions.countClaimed')}</dt>
          <dd>{summary.claimed}</dd>
        </div>
      </dl>
      <FormError code={error} />
      <p className="missions__notice" role="status">
        {notice}
      </p>
      {summary.missions.length === 0 ? (
        <div className="no-data">
          <div className="no-data__art" aria-hidden="true">
            <Icon name="trophy" size={36} />
          </div>
          <h4 className="no-data__title">{t('missions.emptyTitle')}</h4>
          <p className="no-data__line">{t('missions.emptyLine')}</p>
        </div>
      ) : (
        <ul className="missions__list">
          {summary.missions.map((mission) => (
            <MissionCard key={mission.id} mission={mission} claiming={claimingId === mission.id} onClaim={onClaim} />
          ))}
        </ul>
      )}
    </div>
  );
}
