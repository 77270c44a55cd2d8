// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n/i18n-instance';
import { en } from '../../../locales/en';
import type { Mission } from '../api/missions-api';
import { MissionCard } from './mission-card';

const i18n = createI18n('EN', { EN: en });

const MISSION: Mission = {
  id: 4,
  code: 'SLOTS',
  title: 'Slots warm-up',
  description: 'Wager 500.00 on slots today.',
  period: 'daily',
  goalKind: 'valid_bet',
  goalUnit: 'money',
  gameCategory: 'RNG',
  target: '500.00',
  progress: '125.50',
  percent: 25,
  completed: false,
  claimed: false,
  canClaim: false,
  reward: { kind: 'bonus', amount: '10.00', turnoverMultiple: 3 },
  periodKey: '2026-11-25',
  startsAt: '2026-11-24T16:00:00Z',
  endsAt: '2026-11-25T16:00:00Z',
};

function draw(mission: Mission, onClaim = vi.fn(), claiming = false) {
  render(
    <I18nextProvider i18n={i18n}>
      <ul>
        <MissionCard mission={mission} claiming={claiming} onClaim={onClaim} />
      </ul>
    </I18nextProvider>,
  );
  return onClaim;
}

afterEach(cleanup);

describe('MissionCard', () => {
  it('shows the server progress on a labelled progress bar and offers no claim before completion', () => {
    draw(MISSION);
    const bar = screen.getByRole('progressbar', { name: 'Slots warm-up' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuetext')).toBe('125.50 of 500.00');
    expect(screen.getByText('Valid bets 125.50 / 500.00')).toBeTruthy();
    expect(screen.getByText('Bonus 10.00 · 3× turnover')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'In progress' }).disabled).toBe(true);
  });

  it('claims a completed mission once pressed, and shows a claimed one as done', () => {
    const onClaim = draw({ ...MISSION, progress: '500.00', percent: 100, completed: true, canClaim: true });
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect(onClaim).toHaveBeenCalledTimes(1);
    cleanup();
    draw({ ...MISSION, completed: true, claimed: true, canClaim: false });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Claimed' }).disabled).toBe(true);
  });

  it('names a points reward in points', () => {
    draw({
      ...MISSION,
      goalKind: 'bet_count',
      goalUnit: 'count',
      target: '10',
      progress: '3',
      reward: { kind: 'points', amount: '50', turnoverMultiple: null },
    });
    expect(screen.getByText('Bets 3 / 10')).toBeTruthy();
    expect(screen.getByText('50 points')).toBeTruthy();
  });
});
