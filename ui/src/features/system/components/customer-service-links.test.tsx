// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n/i18n-instance';
import type { CoreApi } from '../../../lib/wasm/core-api';
import { en } from '../../../locales/en';
import { instantiateCore } from '../../../test/instantiate-core';
import { useCustomerServiceStore } from '../stores/customer-service-store';
import { CustomerServiceLinks } from './customer-service-links';

function renderLinks(url: string, loadCoreApi: () => Promise<CoreApi> = instantiateCore) {
  render(
    <I18nextProvider i18n={createI18n('EN', { EN: en })}>
      <CustomerServiceLinks url={url} loadCoreApi={loadCoreApi} />
    </I18nextProvider>,
  );
}

describe('CustomerServiceLinks', () => {
  afterEach(() => {
    cleanup();
    useCustomerServiceStore.setState({ entries: null });
  });

  it("draws an operator's /help link (the server stores such paths; the browser used to drop them)", async () => {
    renderLinks('/help');
    const link = await screen.findByRole('link', { name: /Customer service/ });
    expect(link.getAttribute('href')).toBe('/help');
  });

  it('draws no link before the rule is known', () => {
    renderLinks('/help', () => new Promise<CoreApi>(() => {}));
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('falls back to the channel list and keeps only links the shared rule allows', async () => {
    useCustomerServiceStore.setState({
      entries: [
        { csType: 'help', title: 'Help centre', path: '/help' },
        { csType: 'chat', title: 'Live chat', path: 'https://chat.panalo.example' },
        { csType: 'evil', title: 'Script', path: 'javascript:alert(1)' },
        { csType: 'other', title: 'Elsewhere', path: '//evil.example' },
      ],
    });
    renderLinks('javascript:alert(1)');
    const list = await screen.findByRole('list');
    const hrefs = Array.from(list.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/help', 'https://chat.panalo.example']);
  });
});
