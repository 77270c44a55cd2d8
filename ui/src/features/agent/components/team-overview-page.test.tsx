// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { en } from '../../../locales/en';
import { teamOverview } from '../../../test/agent-fixtures';
import { fail, fakeApi, ok, queryOf } from '../../../test/fake-api';
import { instantiateCore } from '../../../test/instantiate-core';
import { renderInApp, signIn } from '../../../test/render-in-app';
import { TeamOverviewPage } from './team-overview-page';

const OVERVIEW = '/wps/agent/team/overview';
const core = instantiateCore();
const renderPage = () => renderInApp(<TeamOverviewPage loadCoreApi={() => core} />);
const stat = (label: string) => screen.getByText(label).closest('div')?.querySelector('dd')?.textContent;

describe('TeamOverviewPage', () => {
  beforeEach(() => signIn());
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  it("draws today's figures, money through the shared money rule, the team's loss signed", async () => {
    const sent = fakeApi({ [OVERVIEW]: ok(teamOverview()) });
    renderPage();
    await screen.findByText('12,345.50');
    expect(stat(en.agent.overview.teamSize)).toBe('42');
    expect(stat(en.agent.overview.activeMembers)).toBe('17');
    expect(stat(en.agent.overview.deposits)).toBe('12,345.50Requests: 9');
    expect(stat(en.agent.overview.validBet)).toBe('98,765.40');
    const loss = screen.getByText('-2,500.75');
    expect(loss.className).toBe('records__minus');
    expect(screen.getByText('Showing 2026-12-06 to 2026-12-06')).toBeTruthy();
    expect(queryOf(sent[0])).toEqual({ period: 'today' });
    expect(sent[0]?.authorization).toBe('Bearer token-7');
  });

  it('asks for the chosen period, and for a range only once both days are set', async () => {
    const sent = fakeApi({
      [OVERVIEW]: (request) => ok(teamOverview({ profitLoss: '10.00', period: queryOf(request).period ?? '' })),
    });
    renderPage();
    await screen.findByText('12,345.50');
    fireEvent.click(screen.getByRole('button', { name: en.agent.periods.lastMonth }));
    await waitFor(() => expect(queryOf(sent.at(-1))).toEqual({ period: 'lastMonth' }));
    expect(screen.getByRole('button', { name: en.agent.periods.lastMonth }).getAttribute('aria-pressed')).toBe('true');
    await screen.findByText('+10.00');

    fireEvent.click(screen.getByRole('button', { name: en.agent.periods.range }));
    expect(screen.getByText(en.agent.pickRange)).toBeTruthy();
    const asked = sent.length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    expect(sent.length).toBe(asked);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    await waitFor(() =>
      expect(queryOf(sent.at(-1))).toEqual({ period: 'range', from: '2026-11-01', to: '2026-11-30' }),
    );
  });

  it('shows the translated error with a retry, then the figures', async () => {
    let calls = 0;
    fakeApi({ [OVERVIEW]: () => (calls++ === 0 ? fail(403, 'not_an_agent') : ok(teamOverview())) });
    renderPage();
    await screen.findByText(en.errors.not_an_agent);
    fireEvent.click(screen.getByRole('button', { name: en.common.retry }));
    await screen.findByText('12,345.50');
  });
});
