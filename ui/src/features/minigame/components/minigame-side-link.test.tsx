// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../../locales/en';
import { useSessionStore } from '../../../lib/session/session-store';
import { fakeApi } from '../../../test/fake-api';
import { renderInApp, signIn } from '../../../test/render-in-app';
import { MinigameSideLink } from './minigame-side-link';

describe('MinigameSideLink', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  it('marks the entry for a trial player and opens the explanation, asking the server nothing', async () => {
    signIn({ isAgent: false });
    sessionStorage.setItem('isTrial', 'true');
    useSessionStore.getState().refresh();
    const sent = fakeApi({});
    renderInApp(<MinigameSideLink />);
    const entry = screen.getByRole('button', { name: `${en.minigame.open} ${en.minigame.realAccountOnly}` });
    fireEvent.click(entry);
    const dialog = await screen.findByRole('dialog', { name: en.minigame.title });
    expect(dialog.textContent).toContain(en.minigame.trialLine);
    expect(sent).toHaveLength(0);
  });
});
