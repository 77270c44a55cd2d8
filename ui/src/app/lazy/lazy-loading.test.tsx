// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n/i18n-instance';
import { en } from '../../locales/en';
import { lazyPage } from './lazy-page';
import { LazyPopup } from '../../components/lazy-popup';
import { lazyWithPreload } from '../../lib/lazy/lazy-with-preload';
import { RouteProgress } from './route-progress';

const i18n = createI18n('EN', { EN: en });

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Greeting({ open }: { open: boolean }) {
  return open ? (
    <div role="dialog" aria-label="Greeting">
      Hello
    </div>
  ) : null;
}

/** A button that opens the lazily loaded Greeting popup, like the header's Log in. */
function Host({ load }: { load: () => Promise<typeof Greeting> }) {
  const [Popup] = useState(() => lazyWithPreload(load));
  const [open, setOpen] = useState(false);
  return (
    <I18nextProvider i18n={i18n}>
      <button type="button" onClick={() => setOpen(true)} onFocus={Popup.preload}>
        Open
      </button>
      <LazyPopup open={open} onDismiss={() => setOpen(false)}>
        <Popup open={open} />
      </LazyPopup>
    </I18nextProvider>
  );
}

describe('lazy popups', () => {
  afterEach(cleanup);

  it('fetch nothing until asked, show a status while the chunk loads, then the popup', async () => {
    const chunk = deferred<typeof Greeting>();
    const load = vi.fn(() => chunk.promise);
    render(<Host load={load} />);
    expect(load).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await act(async () => chunk.resolve(Greeting));
    expect(await screen.findByRole('dialog', { name: 'Greeting' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('start fetching on focus of what opens them, once', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    render(<Host load={load} />);
    fireEvent.focus(screen.getByRole('button', { name: 'Open' }));
    fireEvent.focus(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Greeting' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forget a failed preload, so opening fetches again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Greeting);
    render(<Host load={load} />);
    await act(async () => fireEvent.focus(screen.getByRole('button', { name: 'Open' })));
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Greeting' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('offer a reload when the chunk cannot be fetched, and close like a popup', async () => {
    render(<Host load={() => Promise.reject(new Error('gone after a release'))} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'This part could not be loaded' });
    expect(dialog.querySelector('[role="alert"]')?.textContent).toContain('Reload the page to continue');
    // The dialog moves focus in an effect, which may run just after it appears.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reload page' })).toBe(document.activeElement));
    // The header's ✕ and the text button both close it.
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('lazy pages', () => {
  afterEach(cleanup);

  function renderRoutes(page: () => Promise<React.ReactNode>) {
    const router = createMemoryRouter([
      {
        element: (
          <>
            <RouteProgress />
            <nav>
              <Link to="/next">Next</Link>
            </nav>
            <Outlet />
          </>
        ),
        children: [{ index: true, element: <h1>Start</h1> }, lazyPage('/next', page)],
      },
    ]);
    render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    return router;
  }

  it('keep the current page, with a loading status, until the next one is in', async () => {
    const chunk = deferred<React.ReactNode>();
    const router = renderRoutes(() => chunk.promise);
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Next' })));
    expect(screen.getByRole('heading', { name: 'Start' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await act(async () => chunk.resolve(<h1>Next page</h1>));
    expect(await screen.findByRole('heading', { name: 'Next page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/next');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('offer a reload in the page’s place when its chunk cannot be fetched', async () => {
    renderRoutes(() => Promise.reject(new Error('gone after a release')));
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Next' })));
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('h1')?.textContent).toBe('This part could not be loaded');
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
    // The layout around it (here the nav) is still there.
    expect(screen.getByRole('link', { name: 'Next' })).toBeTruthy();
  });
});
