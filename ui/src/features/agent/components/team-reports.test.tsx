// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { en } from '../../../locales/en';
import { teamMember } from '../../../test/agent-fixtures';
import { fakeApi, ok, queryOf } from '../../../test/fake-api';
import { instantiateCore } from '../../../test/instantiate-core';
import { renderInApp, signIn } from '../../../test/render-in-app';
import { CommissionsPage } from './commissions-page';
import { TeamBetsPage } from './team-bets-page';
import { TeamMembersPage } from './team-members-page';

const core = instantiateCore();
const loadCoreApi = () => core;
const BETS = '/wps/agent/team/bets';

function betPage(list: unknown[]) {
  return {
    list,
    pageNo: 1,
    pageSize: 20,
    total: list.length,
    totalPages: list.length === 0 ? 0 : 1,
    from: '2026-12-06',
    to: '2026-12-06',
    totalBet: '1500.00',
    totalValidBet: '1400.00',
    totalWinLoss: '350.50',
  };
}

const BET = {
  id: 5,
  account: 'juan01',
  vendor: 'PG',
  gameCategory: 'RNG',
  gameCode: 'fortune-ox',
  bet: '1500.00',
  validBet: '1400.00',
  payout: '1850.50',
  winLoss: '350.50',
  status: 'settled',
  placedAt: '2026-12-06T08:00:00Z',
  settledAt: '2026-12-06T08:00:05Z',
};

describe('agent reports', () => {
  beforeEach(() => signIn());
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  it('team betting: an empty range shows the empty view; a search asks for that account from page 1', async () => {
    const sent = fakeApi({ [BETS]: (request) => ok(betPage(queryOf(request).account ? [BET] : [])) });
    renderInApp(<TeamBetsPage loadCoreApi={loadCoreApi} />);
    await screen.findByText(en.agent.bets.emptyLine);
    expect(queryOf(sent[0])).toEqual({ pageNo: '1' });

    fireEvent.change(screen.getByLabelText(en.agent.accountFilter), { target: { value: ' juan01 ' } });
    fireEvent.click(screen.getByRole('button', { name: en.agent.search }));
    const table = await screen.findByRole('table', { name: en.agent.bets.caption });
    expect(queryOf(sent.at(-1))).toEqual({ account: 'juan01', pageNo: '1' });
    const cells = within(table).getAllByRole('cell');
    // Each cell carries its column's name for the phone layout.
    expect(cells.find((c) => c.textContent === '1,850.50')?.getAttribute('data-label')).toBe(en.agent.bets.payout);
    const totals = within(table).getByRole('rowheader', { name: en.agent.totals }).closest('tr')!;
    expect(totals.textContent).toContain('+350.50');
  });

  it('a commission record asks for its own kind and shows what was paid', async () => {
    const sent = fakeApi({
      '/wps/agent/commissions': ok({
        list: [
          {
            id: 3,
            kind: 'dividend',
            period: 'weekly',
            periodStart: '2026-11-23T00:00:00Z',
            periodEnd: '2026-11-30T00:00:00Z',
            tier: 2,
            rate: '1.50',
            activeMembers: 9,
            validBet: '50000.00',
            profitLoss: '4000.00',
            amount: '60.00',
            status: 'paid',
            paidAt: '2026-12-01T01:00:00Z',
          },
        ],
        pageNo: 1,
        pageSize: 20,
        total: 1,
        totalPages: 1,
        totalPaid: '1060.00',
        paidByKind: { dividend: '1060.00', daily: '0.00', hourly: '0.00', realtime: '0.00' },
      }),
    });
    renderInApp(<CommissionsPage kind="dividend" loadCoreApi={loadCoreApi} />);
    await screen.findByRole('table', { name: en.agent.commissions.caption });
    expect(queryOf(sent[0])).toEqual({ kind: 'dividend', pageNo: '1' });
    expect(screen.getByText('1,060.00')).toBeTruthy();
    expect(screen.getByText('Tier 2')).toBeTruthy();
    expect(screen.getByText('1.50%')).toBeTruthy();
    expect(screen.getByText(en.agent.commissions.statuses.paid, { selector: '.status-badge' })).toBeTruthy();
    // Only my income splits the total by kind; no account search on the agent's own record.
    expect(screen.queryByText(en.agent.kinds.daily)).toBeNull();
    expect(screen.queryByLabelText(en.agent.accountFilter)).toBeNull();
  });

  it('team management: disabling asks first, then sends the new status and says so', async () => {
    let status: 'active' | 'disabled' = 'active';
    const sent = fakeApi({
      'GET /wps/agent/team/members': () =>
        ok({ list: [teamMember({ status })], pageNo: 1, pageSize: 20, total: 1, totalPages: 1 }),
      'POST /wps/agent/team/members/status': () => {
        status = 'disabled';
        return ok(teamMember({ status }));
      },
    });
    renderInApp(<TeamMembersPage loadCoreApi={loadCoreApi} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Disable juan01' }));
    const dialog = await screen.findByRole('dialog', { name: en.agent.members.disableTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: en.agent.members.disable }));
    await screen.findByText('juan01 is disabled.');
    const post = sent.find((r) => r.method === 'POST');
    expect(JSON.parse(post!.body!)).toEqual({ account: 'juan01', status: 'disabled' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enable juan01' })).toBeTruthy());
  });
});
