import { useTranslation } from 'react-i18next';
import type { Mission } from '../api/missions-api';

type Props = {
  mission: Mission;
  claiming: boolean;
  onClaim: (mission: Mission) => void;
};

/**
 * One mission: its goal, progress bar, reward and claim button. Target,
 * progress and percent come from the server (the progress is computed there
 * from the betting record), so nothing here does arithmetic on money.
 */
export function MissionCard({ mission, claiming, onClaim }: Props) {
  const { t } = useTranslation();
  const titleId = `mission-${mission.id}-title`;
  const reward =
    mission.reward.kind === 'points'
      ? t('missions.rewardPoints', { points: mission.reward.amount })
      : mission.reward.turnoverMultiple !== null
        ? t('missions.rewardBonusTurnover', { amount: mission.reward.amount, times: mission.reward.turnoverMultiple })
        : t('missions.rewardBonus', { amount: mission.reward.amount });
  const state = mission.claimed ? 'claimed' : mission.canClaim ? 'ready' : 'open';
  return (
    <li className={`mission-card mission-card--${state}`}>
      <div className="mission-card__head">
        <h4 id={titleId} className="mission-card__title">
          {mission.title}
        </h4>
        <span className="mission-card__period">{t(`missions.period.${mission.period}`)}</span>
      </div>
      {mission.description !== '' && <p className="mission-card__text">{mission.description}</p>}
      <div
        className="mission-card__bar"
        role="progressbar"
        aria-labelledby={titleId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={mission.percent}
        aria-valuetext={t('missions.progressText', { progress: mission.progress, target: mission.target })}
      >
        <span className="mission-card__fill" style={{ width: `${mission.percent}%` }} />
      </div>
      <div className="mission-card__foot">
        <span className="mission-card__progress">
          {t(`missions.goal.${mission.goalKind}`, { progress: mission.progress, target: mission.target })}
        </span>
        <span className="mission-card__reward">{reward}</span>
        <button
          type="button"
          className={mission.canClaim ? 'button button--primary mission-card__claim' : 'button mission-card__claim'}
          disabled={!mission.canClaim || claiming}
          onClick={() => onClaim(mission)}
        >
          {mission.claimed
            ? t('missions.claimed')
            : claiming
              ? t('missions.claiming')
              : mission.canClaim
                ? t('missions.claim')
                : t('missions.inProgress')}
        </button>
      </div>
    </li>
  );
}
