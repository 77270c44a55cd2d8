// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Announcement } from '../lib/content/notice';
import { createI18n } from '../lib/i18n/i18n-instance';
import { en } from '../locales/en';
import { AnnouncementDialog, REWARD_CENTER_PATH } from './announcement-dialog';

const i18n = createI18n('EN', { EN: en });

const item = (id: number, promotionType: string | null = null): Announcement => ({
  id,
  type: 'PU',
  title: `Notice ${id}`,
  content: `<p>Body <b>${id}</b></p>`,
  promotionType,
  language: 'EN',
  sort: id,
  startTime: null,
  endTime: null,
});

const thirteen = Array.from({ length: 13 }, (_, i) => item(i + 1, i % 4 === 0 ? 'PROMO' : null));

function renderDialog(initialIndex = 0, onClose = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <AnnouncementDialog open onClose={onClose} title="Announcements" items={thirteen} initialIndex={initialIndex} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Announcements' }), onClose };
}

const titles = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button')
    .filter((b) => b.classList.contains('announcements__title'))
    .map((b) => b.textContent);

afterEach(cleanup);

describe('announcement popup (spec sections 2 and 9)', () => {
  it('lists nine titles a page and pages through the rest', () => {
    const { dialog } = renderDialog();
    expect(titles(dialog)).toHaveLength(9);
    expect(within(dialog).getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(titles(dialog)).toHaveLength(4);
    expect(within(dialog).getByRole('heading', { level: 3 }).textContent).toBe('Notice 10');
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
  });

  it('shows the chosen item with a Go button to the reward center only for a promotion', () => {
    const { dialog, onClose } = renderDialog();
    expect(dialog.querySelector('.announcements__content b')?.textContent).toBe('1');
    const go = within(dialog).getByRole('link', { name: 'Go' });
    expect(go.getAttribute('href')).toBe(REWARD_CENTER_PATH);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Notice 2' }));
    expect(within(dialog).getByRole('heading', { level: 3 }).textContent).toBe('Notice 2');
    expect(within(dialog).queryByRole('link', { name: 'Go' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: /Notice 5/ }));
    fireEvent.click(within(dialog).getByRole('link', { name: 'Go' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('opens at the clicked notice, on its page', () => {
    const { dialog } = renderDialog(11);
    expect(within(dialog).getByText('Page 2 of 2')).toBeTruthy();
    const current = dialog.querySelector('[aria-current="true"]');
    expect(current?.textContent).toBe('Notice 12');
    expect(within(dialog).getByRole('heading', { level: 3 }).textContent).toBe('Notice 12');
  });
});
