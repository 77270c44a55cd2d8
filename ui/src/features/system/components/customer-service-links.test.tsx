// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/api/query-client';
import { createI18n } from '../../../lib/i18n/i18n-instance';
import type { CoreApi } from '../../../lib/wasm/core-api';
import { en } from '../../../locales/en';
import { instantiateCore } from '../../../test/instantiate-core';
import { withQueryClient } from '../../../test/with-query-client';
import { customerServiceQuery } from '../api/get-customer-service';
import { CustomerServiceLinks } from './customer-service-links';

// A fresh cache per test; a test may seed the channel list.
let queryClient: QueryClient;

function renderLinks(url: string, loadCoreApi: () => Promise<CoreApi> = instantiateCore) {
  render(
    withQueryClient(
      <I18nextProvider i18n={createI18n('EN', { EN: en })}>
        <CustomerServiceLinks url={url} loadCoreApi={loadCoreApi} />
      </I18nextProvider>,
      queryClient,
    ),
  );
}

describe('CustomerServiceLinks', () => {
  beforeEach(() => {
    queryClient = createQueryClient();
  });

  afterEach(() => {
    cleanup();
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
    queryClient.setQueryData(customerServiceQuery.queryKey, {
      list: [
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
