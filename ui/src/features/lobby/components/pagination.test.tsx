// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n/i18n-instance';
import { en } from '../../../locales/en';
import { instantiateCore } from '../../../test/instantiate-core';
import { Pagination } from './pagination';

function renderPager(totalPages: number, currentPage: number, onChange = vi.fn()) {
  const i18n = createI18n('EN', { EN: en });
  render(
    <I18nextProvider i18n={i18n}>
      <Pagination totalPages={totalPages} currentPage={currentPage} onChange={onChange} loadCoreApi={instantiateCore} />
    </I18nextProvider>,
  );
  return onChange;
}

describe('Pagination', () => {
  afterEach(cleanup);

  it('draws nothing for a single page', () => {
    renderPager(1, 1);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('draws the wasm page window with the current page marked', async () => {
    renderPager(20, 10);
    const nav = await screen.findByRole('navigation', { name: 'Pages' });
    await screen.findByRole('button', { name: 'Page 10' });
    const labels = Array.from(nav.querySelectorAll('li')).map((li) => li.textContent);
    expect(labels).toEqual(['1', '2', '…More pages', '8', '9', '10', '11', '12', '…More pages', '19', '20']);
    expect(screen.getByRole('button', { name: 'Page 10' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Page 9' }).getAttribute('aria-current')).toBeNull();
  });

  it('moves with previous and next, and disables them at the ends', async () => {
    const onChange = renderPager(5, 1);
    await screen.findByRole('button', { name: 'Page 1' });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous page' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });
});
