// Answers of the agent calls (api/openapi.yaml, tag agents), typed by the
// contract so a fixture that drifts from it fails to compile.
import type { components } from '../lib/api/schema';

type Schemas = components['schemas'];

export const FLAGS_OFF: Schemas['ConsolidatedFunds'] = {
  dailysalreqtype: 0,
  divtypereq: 0,
  contracthoursalreqa: 0,
  realtimesalreqtype: 0,
};

export function teamOverview(patch: Partial<Schemas['AgentTeamOverview']> = {}): Schemas['AgentTeamOverview'] {
  return {
    period: 'today',
    from: '2026-12-06',
    to: '2026-12-06',
    teamSize: 42,
    directMembers: 12,
    subAgents: 3,
    newMembers: 5,
    activeMembers: 17,
    depositTotal: '12345.50',
    depositCount: 9,
    withdrawalTotal: '800.00',
    withdrawalCount: 2,
    betCount: 310,
    validBet: '98765.40',
    profitLoss: '-2500.75',
    ...patch,
  };
}

export function teamMember(patch: Partial<Schemas['AgentTeamMember']> = {}): Schemas['AgentTeamMember'] {
  return {
    account: 'juan01',
    nickname: 'Juan',
    accountType: 'member',
    level: 1,
    upline: 'rosa01',
    status: 'active',
    registeredAt: '2026-12-06T08:00:00Z',
    balance: '0.00',
    contracts: [],
    ...patch,
  };
}

export function agentContract(patch: Partial<Schemas['AgentContract']> = {}): Schemas['AgentContract'] {
  return {
    id: 31,
    kind: 'dividend',
    period: 'weekly',
    status: 'pending',
    holder: 'rosa01',
    grantor: 'boss01',
    role: 'holder',
    tiers: [{ rate: '1.25', minActiveMembers: 5, minValidBet: '1000.00', minProfitLoss: '0.00' }],
    winRate: null,
    lossRate: null,
    singleBet: null,
    createdAt: '2026-12-05T10:00:00Z',
    acceptedAt: null,
    endedAt: null,
    endReason: null,
    termination: null,
    ...patch,
  };
}

export function agentContracts(
  held: Schemas['AgentContract'][] = [],
  granted: Schemas['AgentContract'][] = [],
  features: Schemas['ConsolidatedFunds'] = FLAGS_OFF,
): Schemas['AgentContracts'] {
  return { features, held, granted };
}
