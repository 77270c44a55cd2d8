// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../locales/en';
import { agentContract, agentContracts } from '../../../test/agent-fixtures';
import { fakeApi, ok } from '../../../test/fake-api';
import { renderInApp, signIn } from '../../../test/render-in-app';
import { ContractPopup } from './contract-popup';

vi.mock('../../../lib/wasm/load-core', async () => {
  const { instantiateCore } = await import('../../../test/instantiate-core');
  const core = instantiateCore();
  return { loadCore: () => core };
});

const CONTRACTS = '/wps/agent/contracts';
const PROCESS = '/wps/agent/contracts/process';

describe('ContractPopup', () => {
  beforeEach(() => signIn());
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  it('asks about an offer made to the agent; Accept answers it and the popup closes', async () => {
    const offer = agentContract({ id: 31, status: 'pending', role: 'holder', grantor: 'boss01' });
    let answered = false;
    const sent = fakeApi({
      [`GET ${CONTRACTS}`]: () =>
        ok(agentContracts([answered ? { ...offer, status: 'active', acceptedAt: '2026-12-06T09:00:00Z' } : offer])),
      [`POST ${PROCESS}`]: () => {
        answered = true;
        return ok({ ...offer, status: 'active' });
      },
    });
    renderInApp(<ContractPopup />);
    const dialog = await screen.findByRole('dialog', { name: en.agent.popup.title });
    expect(within(dialog).getByText('boss01 offers you a Dividend contract (Weekly).')).toBeTruthy();
    expect(within(dialog).getByText('1.25%')).toBeTruthy();
    // The answer that commits to nothing has the focus.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: en.agent.popup.later })),
    );

    fireEvent.click(within(dialog).getByRole('button', { name: /^Accept/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText(en.agent.contracts.done.accept)).toBeTruthy();
    const post = sent.find((r) => r.method === 'POST' && r.path === PROCESS);
    expect(JSON.parse(post!.body!)).toEqual({ contractId: 31, action: 'accept' });
    expect(post!.authorization).toBe('Bearer token-7');
    // The list is asked afresh after the answer.
    await waitFor(() => expect(sent.filter((r) => r.path === CONTRACTS).length).toBeGreaterThan(1));
  });

  it("asks about the other party's termination request, and not about the agent's own", async () => {
    const theirs = agentContract({
      id: 40,
      status: 'active',
      role: 'grantor',
      holder: 'juan01',
      termination: { id: 7, requestedBy: 'juan01', byMe: false, createdAt: '2026-12-06T08:00:00Z' },
    });
    const mine = agentContract({
      id: 41,
      status: 'active',
      termination: { id: 8, requestedBy: 'rosa01', byMe: true, createdAt: '2026-12-06T08:00:00Z' },
    });
    fakeApi({ [CONTRACTS]: ok(agentContracts([mine], [theirs])) });
    renderInApp(<ContractPopup />);
    const dialog = await screen.findByRole('dialog', { name: en.agent.popup.title });
    expect(within(dialog).getByText('juan01 asks to terminate your Dividend contract.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /^Accept termination/ })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /^Reject termination/ })).toBeTruthy();

    // Set aside for this visit: the popup closes and the agent's own request never asks.
    fireEvent.click(within(dialog).getByRole('button', { name: en.agent.popup.later }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays closed when nothing waits for the agent', async () => {
    const sent = fakeApi({
      [CONTRACTS]: ok(agentContracts([agentContract({ status: 'active' })], [agentContract({ role: 'grantor' })])),
    });
    renderInApp(<ContractPopup />);
    await waitFor(() => expect(sent.some((r) => r.path === CONTRACTS)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
