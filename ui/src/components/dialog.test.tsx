// @vitest-environment happy-dom
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../lib/i18n/i18n-instance';
import { en } from '../locales/en';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog } from './dialog';

const i18n = createI18n('EN', { EN: en });
// react-aria moves focus in effects and timers; on a loaded two-core runner that can take over findBy's default second.
configure({ asyncUtilTimeout: 5000 });

/** A page with a button that opens a dialog, which can open a confirmation over itself. */
function Page() {
  const [outerOpen, setOuterOpen] = useState(false);
  const [innerOpen, setInnerOpen] = useState(false);
  return (
    <I18nextProvider i18n={i18n}>
      <button type="button" onClick={() => setOuterOpen(true)}>
        Open outer
      </button>
      <Dialog open={outerOpen} onClose={() => setOuterOpen(false)} title="Outer">
        <button type="button" onClick={() => setInnerOpen(true)}>
          Ask
        </button>
        <ConfirmDialog
          open={innerOpen}
          title="Inner"
          message="Sure?"
          onConfirm={() => setInnerOpen(false)}
          onCancel={() => setInnerOpen(false)}
        />
      </Dialog>
    </I18nextProvider>
  );
}

/** Hidden from assistive tech and from the pointer and keyboard: react-aria sets inert, or aria-hidden where inert is missing. */
const isShut = (element: HTMLElement) => element.inert || element.getAttribute('aria-hidden') === 'true';
const scrollLocked = () => document.documentElement.style.overflow === 'hidden';

describe('Dialog', () => {
  afterEach(cleanup);

  it('a dialog opened over a dialog and closed again leaves the outer one modal', async () => {
    const { container } = render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open outer' });
    opener.focus();
    fireEvent.click(opener);
    const outer = await screen.findByRole('dialog', { name: 'Outer' });
    expect(outer.getAttribute('aria-modal')).toBe('true');
    await waitFor(() => expect(outer.contains(document.activeElement)).toBe(true));
    expect(isShut(container)).toBe(true);
    expect(scrollLocked()).toBe(true);

    const ask = within(outer).getByRole('button', { name: 'Ask' });
    ask.focus();
    fireEvent.click(ask);
    const inner = await screen.findByRole('dialog', { name: 'Inner' });
    // The confirmation's safe choice takes the focus (data-autofocus).
    await waitFor(() => expect(document.activeElement).toBe(within(inner).getByRole('button', { name: 'Cancel' })));

    fireEvent.click(within(inner).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull());

    // Still modal: the page stays shut and unscrollable, and focus is back inside the outer dialog.
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBe(outer);
    expect(isShut(container)).toBe(true);
    expect(scrollLocked()).toBe(true);
    expect(isShut(outer.closest<HTMLElement>('.dialog-backdrop')!)).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(ask));

    fireEvent.click(within(outer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(isShut(container)).toBe(false);
    expect(scrollLocked()).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('Escape closes only the topmost dialog', async () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Open outer' }));
    const outer = await screen.findByRole('dialog', { name: 'Outer' });
    fireEvent.click(within(outer).getByRole('button', { name: 'Ask' }));
    const inner = await screen.findByRole('dialog', { name: 'Inner' });
    await waitFor(() => expect(inner.contains(document.activeElement)).toBe(true));

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
  });

  it('Escape still closes the topmost dialog when focus fell to the page body', async () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Open outer' }));
    const outer = await screen.findByRole('dialog', { name: 'Outer' });
    fireEvent.click(within(outer).getByRole('button', { name: 'Ask' }));
    await screen.findByRole('dialog', { name: 'Inner' });
    // What a submit button that disables itself mid-request does to the focus.
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);

    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
  });
});
