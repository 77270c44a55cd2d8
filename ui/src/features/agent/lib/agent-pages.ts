import type { IconName } from '../../../components/icon';
import type { en } from '../../../locales/en';
import type { ConsolidatedFunds } from '../api/get-consolidated-funds';
import type { ContractKind } from '../api/get-agent-contracts';
import { kindEnabled } from './contract-kinds';

/** A page's spec key (?page=KEY), which is also its label's key under agent.pages. */
export type AgentPageKey = keyof typeof en.agent.pages;

export type AgentPage = {
  key: AgentPageKey;
  icon: IconName;
  /** Listed only when the operator enabled this contract kind for the agent. */
  kind?: ContractKind;
};

// Spec section 2, Agent center pages, in menu order; agentTeamOverview first as
// the default. The four flagged pages are each kind's commission record:
// dividends (divtypereq), daily wages (dailysalreqtype), hourly salary
// (contracthoursalreqa) and real-time salary (realtimesalreqtype).
export const AGENT_PAGES: readonly AgentPage[] = [
  { key: 'agentTeamOverview', icon: 'chart' },
  { key: 'agentAnnouncement', icon: 'megaphone' },
  { key: 'registerCenter', icon: 'user' },
  { key: 'downlineManagmentView', icon: 'users' },
  { key: 'personalHistoryCopy', icon: 'cards' },
  { key: 'palStatementsAgentCopy', icon: 'chart' },
  { key: 'agentRevenueReport', icon: 'deposit' },
  { key: 'agentDownlineTransactionDetailsCopy', icon: 'withdraw' },
  { key: 'agentDividendRecordCopy2', icon: 'trophy', kind: 'dividend' },
  { key: 'agentDailyWages2', icon: 'gift', kind: 'daily' },
  { key: 'agentHourSalary', icon: 'clock', kind: 'hourly' },
  { key: 'agentRealtimeSalary', icon: 'star', kind: 'realtime' },
  { key: 'agentContracts', icon: 'shield' },
];

export const DEFAULT_AGENT_PAGE = AGENT_PAGES[0]!;

/** The pages the menu lists for these flags: a flagged page only when its kind is on. */
export function visibleAgentPages(flags: ConsolidatedFunds | undefined): AgentPage[] {
  return AGENT_PAGES.filter((page) => page.kind === undefined || kindEnabled(flags, page.kind));
}
