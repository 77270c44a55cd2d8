import { useTranslation } from 'react-i18next';
import { selectCustomerId, useSessionStore } from '../../../lib/session/session-store';
import { LeaderboardTabs } from './leaderboard-tabs';
import { MissionList } from './mission-list';

/**
 * Member center page missionLeaderboard (spec section 2): the member's missions
 * with progress and claim buttons, then the valid-bet leaderboard per period.
 */
export function MissionLeaderboardPage() {
  const { t } = useTranslation();
  const customerId = useSessionStore(selectCustomerId);
  return (
    <div className="missions">
      <section className="missions__section" aria-labelledby="missions-heading">
        <h3 id="missions-heading" className="missions__heading">
          {t('missions.missionsTitle')}
        </h3>
        <MissionList customerId={customerId} />
      </section>
      <section className="missions__section" aria-labelledby="leaderboard-heading">
        <h3 id="leaderboard-heading" className="missions__heading">
          {t('missions.leaderboardTitle')}
        </h3>
        <LeaderboardTabs customerId={customerId} />
      </section>
    </div>
  );
}
