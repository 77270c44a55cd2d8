import type { AgentPageKey } from '../lib/agent-pages';
import { AnnouncementPage } from './announcement-page';
import { CommissionsPage } from './commissions-page';
import { ContractsPage } from './contracts-page';
import { RegisterCenterPage } from './register-center-page';
import { TeamBetsPage } from './team-bets-page';
import { TeamMembersPage } from './team-members-page';
import { TeamOverviewPage } from './team-overview-page';
import { TeamProfitPage } from './team-profit-page';
import { TeamTransactionsPage } from './team-transactions-page';

/** The content of one agent center page; the commission pages are one report filtered by kind. */
export function AgentPageContent({ page }: { page: AgentPageKey }) {
  switch (page) {
    case 'agentTeamOverview':
      return <TeamOverviewPage />;
    case 'agentAnnouncement':
      return <AnnouncementPage />;
    case 'registerCenter':
      return <RegisterCenterPage />;
    case 'downlineManagmentView':
      return <TeamMembersPage />;
    case 'personalHistoryCopy':
      return <TeamBetsPage />;
    case 'palStatementsAgentCopy':
      return <TeamProfitPage />;
    case 'agentRevenueReport':
      return <CommissionsPage key="all" kind="all" />;
    case 'agentDownlineTransactionDetailsCopy':
      return <TeamTransactionsPage />;
    case 'agentDividendRecordCopy2':
      return <CommissionsPage key="dividend" kind="dividend" />;
    case 'agentDailyWages2':
      return <CommissionsPage key="daily" kind="daily" />;
    case 'agentHourSalary':
      return <CommissionsPage key="hourly" kind="hourly" />;
    case 'agentRealtimeSalary':
      return <CommissionsPage key="realtime" kind="realtime" />;
    case 'agentContracts':
      return <ContractsPage />;
  }
}
