// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n/i18n-instance';
import { en } from '../../../locales/en';
import { MemberCenterPage, type MemberCenterEntry } from './member-center-page';

const i18n = createI18n('EN', { EN: en });

function Upline() {
  return <p>upline page</p>;
}

const pages = (hasUpline: boolean): MemberCenterEntry[] => [
  { key: 'securityCenter', icon: 'shield' },
  { key: 'transferUpline', icon: 'users', Page: Upline, useVisible: () => hasUpline },
];

const renderAt = (path: string, hasUpline: boolean) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <MemberCenterPage pages={pages(hasUpline)} />
      </MemoryRouter>
    </I18nextProvider>,
  );

describe('MemberCenterPage', () => {
  afterEach(cleanup);

  it('lists a page only when its visibility hook says so', () => {
    renderAt('/member', false);
    expect(screen.queryByRole('link', { name: en.member.transferUpline })).toBeNull();
    expect(screen.getByRole('link', { name: en.member.securityCenter })).toBeTruthy();
    cleanup();
    renderAt('/member', true);
    expect(screen.getByRole('link', { name: en.member.transferUpline })).toBeTruthy();
  });

  it('still answers the link of a page hidden from the menu, and marks it current', () => {
    renderAt('/member?page=transferUpline', false);
    expect(screen.getByText('upline page')).toBeTruthy();
    expect(screen.getByRole('link', { name: en.member.transferUpline }).getAttribute('aria-current')).toBe('page');
  });
});
