// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../locales/en';
import { agentContracts, FLAGS_OFF, teamOverview } from '../../../test/agent-fixtures';
import { fakeApi, ok, type FakeRoute } from '../../../test/fake-api';
import { renderInApp, signIn } from '../../../test/render-in-app';
import { AgentCenterPage } from './agent-center-page';

// Amounts are drawn by the core wasm module: the same file, from disk, once per file.
vi.mock('../../../lib/wasm/load-core', async () => {
  const { instantiateCore } = await import('../../../test/instantiate-core');
  const core = instantiateCore();
  return { loadCore: () => core };
});

const CONSOLIDATED = '/wps/member/info/funds/consolidated';
const pages = en.agent.pages;

function serve(flags: FakeRoute) {
  return fakeApi({
    [CONSOLIDATED]: flags,
    '/wps/agent/team/overview': ok(teamOverview()),
    '/wps/agent/contracts': ok(agentContracts()),
  });
}

const menu = () => screen.getByRole('navigation', { name: en.agent.menuLabel });

describe('AgentCenterPage', () => {
  beforeEach(() => signIn());
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  it('lists the dividend and salary pages only for the kinds the operator enabled', async () => {
    serve(ok({ ...FLAGS_OFF, divtypereq: 1, realtimesalreqtype: 1 }));
    renderInApp(<AgentCenterPage />, { path: '/agentHome' });
    await within(menu()).findByRole('link', { name: pages.agentDividendRecordCopy2 });
    const nav = within(menu());
    expect(nav.getByRole('link', { name: pages.agentRealtimeSalary })).toBeTruthy();
    expect(nav.queryByRole('link', { name: pages.agentDailyWages2 })).toBeNull();
    expect(nav.queryByRole('link', { name: pages.agentHourSalary })).toBeNull();
    // The pages every agent has, with the default one current.
    for (const name of [pages.registerCenter, pages.palStatementsAgentCopy, pages.agentContracts]) {
      expect(nav.getByRole('link', { name })).toBeTruthy();
    }
    expect(nav.getByRole('link', { name: pages.agentTeamOverview }).getAttribute('aria-current')).toBe('page');
    // The answer is kept for a reload (spec section 3, session storage).
    expect(JSON.parse(sessionStorage.getItem('consolidated') ?? 'null')).toMatchObject({ divtypereq: 1 });
    expect(sessionStorage.getItem('enableContract')).toBe('true');
    expect(sessionStorage.getItem('enableSalary')).toBe('false');
  });

  it('shows none of them when every flag is off, and sends a flagged link to the overview', async () => {
    const sent = serve(ok(FLAGS_OFF));
    renderInApp(<AgentCenterPage />, { path: '/agentHome?page=agentDailyWages2' });
    await screen.findByRole('heading', { level: 1, name: pages.agentTeamOverview });
    await waitFor(() => expect(sent.some((r) => r.path === CONSOLIDATED)).toBe(true));
    for (const name of [pages.agentDividendRecordCopy2, pages.agentDailyWages2, pages.agentHourSalary]) {
      expect(within(menu()).queryByRole('link', { name })).toBeNull();
    }
  });

  it('draws the flagged pages at once from the stored answer while it asks again', async () => {
    sessionStorage.setItem('consolidated', JSON.stringify({ ...FLAGS_OFF, dailysalreqtype: 1 }));
    // The fresh answer never comes: the menu stands on the stored one.
    serve(() => new Promise(() => undefined));
    renderInApp(<AgentCenterPage />, { path: '/agentHome?page=agentDailyWages2' });
    expect(within(menu()).getByRole('link', { name: pages.agentDailyWages2 }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('heading', { level: 1, name: pages.agentDailyWages2 })).toBeTruthy();
  });

  it('has the clock with its GMT offset, the wallet and help links, and logout', async () => {
    serve(ok(FLAGS_OFF));
    const { actions } = renderInApp(<AgentCenterPage />, {
      path: '/agentHome',
      customerServiceUrl: 'https://help.panalo.test/chat',
    });
    const nav = within(menu());
    expect(nav.getByText('Agent Rosa')).toBeTruthy();
    expect(nav.getByText(/^GMT[+-]\d{1,2}(:\d{2})?$/)).toBeTruthy();
    expect(nav.getByRole('link', { name: en.agent.links.deposit }).getAttribute('href')).toBe('/member?page=depositv2');
    expect(nav.getByRole('link', { name: en.agent.links.withdraw }).getAttribute('href')).toBe('/member?page=withdraw');
    expect(nav.getByRole('link', { name: en.agent.links.messages }).getAttribute('href')).toBe(
      '/member?page=messageV2',
    );
    const help = nav.getByRole('link', { name: /Customer service/ });
    expect(help.getAttribute('href')).toBe('https://help.panalo.test/chat');
    expect(help.getAttribute('target')).toBe('_blank');
    nav.getByRole('button', { name: en.common.logout }).click();
    expect(actions.askLogout).toHaveBeenCalledOnce();
    await screen.findByText('12,345.50');
  });
});
