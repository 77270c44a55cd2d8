import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { LoadingCover } from '../components/loading-cover';
import { QueryProvider } from './providers/query-provider';
import { createAppRouter } from './router';
import { SystemGate } from './system-gate';

export function App({ i18n }: { i18n: I18n }) {
  const [router] = useState(createAppRouter);
  return (
    <QueryProvider>
      <I18nextProvider i18n={i18n}>
        <SystemGate>
          <RouterProvider router={router} />
        </SystemGate>
        <LoadingCover />
      </I18nextProvider>
    </QueryProvider>
  );
}
