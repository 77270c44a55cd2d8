// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { en } from '../../../locales/en';
import { agentContract, agentContracts, FLAGS_OFF, teamMember } from '../../../test/agent-fixtures';
import { fail, fakeApi, ok, type FakeRoute } from '../../../test/fake-api';
import { instantiateCore } from '../../../test/instantiate-core';
import { renderInApp, signIn } from '../../../test/render-in-app';
import { ContractsPage } from './contracts-page';

const core = instantiateCore();
const CONTRACTS = '/wps/agent/contracts';

function serve(offer: FakeRoute, list = agentContracts()) {
  return fakeApi({
    '/wps/member/info/funds/consolidated': ok({ ...FLAGS_OFF, divtypereq: 1, realtimesalreqtype: 1 }),
    '/wps/agent/team/members': ok({
      list: [teamMember({ account: 'sub01', accountType: 'agent', level: 1 })],
      pageNo: 1,
      pageSize: 100,
      total: 1,
      totalPages: 1,
    }),
    [`GET ${CONTRACTS}`]: ok(list),
    [`POST ${CONTRACTS}`]: offer,
  });
}

describe('ContractsPage', () => {
  beforeEach(() => signIn());
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  it('lists held and given contracts; terminating asks to confirm first', async () => {
    const held = agentContract({ id: 50, status: 'active', acceptedAt: '2026-12-01T00:00:00Z' });
    const given = agentContract({ id: 51, role: 'grantor', holder: 'sub01', grantor: 'rosa01' });
    const sent = serve(ok(given), agentContracts([held], [given]));
    renderInApp(<ContractsPage loadCoreApi={() => core} />);
    const mine = (await screen.findByRole('heading', { name: en.agent.contracts.held })).closest('section')!;
    expect(within(mine).getByText('From boss01')).toBeTruthy();
    const theirs = screen.getByRole('heading', { name: en.agent.contracts.granted }).closest('section')!;
    expect(within(theirs).getByText('To sub01')).toBeTruthy();
    expect(within(theirs).getByText(en.agent.contracts.statuses.pending)).toBeTruthy();
    // The grantor of a pending offer waits: no button for it.
    expect(within(theirs).queryByRole('button')).toBeNull();

    fireEvent.click(within(mine).getByRole('button', { name: 'Terminate Dividend · Weekly, From boss01' }));
    await screen.findByRole('dialog', { name: en.agent.contracts.terminateTitle });
    expect(sent.some((r) => r.path === '/wps/agent/contracts/process')).toBe(false);
  });

  it('offers only the enabled kinds and sends the tiers; a refusal shows its translated key', async () => {
    const sent = serve(fail(400, 'contract_rate_above_own'));
    renderInApp(<ContractsPage loadCoreApi={() => core} />);
    const form = (await screen.findByRole('heading', { name: en.agent.offer.title })).closest('form')!;
    const offer = within(form);
    await waitFor(() =>
      expect(offer.getAllByRole('option').map((o) => o.textContent)).toEqual(
        expect.arrayContaining([en.agent.kinds.dividend, en.agent.kinds.realtime]),
      ),
    );
    expect(offer.queryByRole('option', { name: en.agent.kinds.daily })).toBeNull();

    fireEvent.change(offer.getByLabelText(en.agent.offer.account), { target: { value: 'sub01' } });
    fireEvent.change(offer.getByLabelText(en.agent.offer.period), { target: { value: 'weekly' } });
    fireEvent.change(offer.getByLabelText(en.agent.contracts.rate), { target: { value: '1.25' } });
    fireEvent.click(offer.getByRole('button', { name: en.agent.offer.addTier }));
    fireEvent.change(offer.getAllByLabelText(en.agent.contracts.rate)[1]!, { target: { value: '2.00' } });
    fireEvent.change(offer.getAllByLabelText(en.agent.contracts.minActiveMembers)[1]!, { target: { value: '10' } });
    fireEvent.click(offer.getByRole('button', { name: en.agent.offer.submit }));

    await offer.findByText(en.errors.contract_rate_above_own);
    const post = sent.find((r) => r.method === 'POST' && r.path === CONTRACTS);
    expect(JSON.parse(post!.body!)).toEqual({
      account: 'sub01',
      kind: 'dividend',
      period: 'weekly',
      tiers: [
        { rate: '1.25', minActiveMembers: 0, minValidBet: '0', minProfitLoss: '0' },
        { rate: '2.00', minActiveMembers: 10, minValidBet: '0', minProfitLoss: '0' },
      ],
    });
  });
});
