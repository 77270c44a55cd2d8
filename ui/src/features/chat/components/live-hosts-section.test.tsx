// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store';
import { en } from '../../../locales/en';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { renderInApp, signIn } from '../../../test/render-in-app';
import { useChatPopupStore } from '../stores/chat-popup-store';
import { LiveHostsSection } from './live-hosts-section';

const hosts = ok({
  list: [
    { id: 1, displayName: 'Bea Santos', avatarUrl: null, status: 'online', roomId: 5 },
    { id: 2, displayName: 'Carla Reyes', avatarUrl: '/avatars/carla.png', status: 'busy', roomId: 6 },
    { id: 3, displayName: 'Dina Cruz', avatarUrl: null, status: 'offline', roomId: 7 },
  ],
});

describe('LiveHostsSection', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    useSessionStore.getState().refresh();
    useChatPopupStore.setState({ open: false, roomId: null });
  });

  it('lists each host with their status; offline hosts cannot be chatted with', async () => {
    fakeApi({ '/wps/live/models': hosts });
    renderInApp(<LiveHostsSection />, { path: '/live' });
    const section = await screen.findByRole('region', { name: en.chat.live.title });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'BSBea SantosOnlineChat',
      'Carla ReyesBusyChat',
      'DCDina CruzOfflineChat',
    ]);
    expect(within(items[2]!).getByRole('button', { name: 'Chat with Dina Cruz' }).hasAttribute('disabled')).toBe(true);
    expect(within(items[1]!).getByRole('button', { name: 'Chat with Carla Reyes' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it("launches a host's chat and opens the popup at the room its chatUrl names", async () => {
    signIn({ isAgent: false });
    const sent = fakeApi({
      '/wps/live/models': hosts,
      '/wps/live/launchChat': ok({ chatUrl: '/live?chatRoom=5', roomId: 5 }),
    });
    renderInApp(<LiveHostsSection />, { path: '/live' });
    fireEvent.click(await screen.findByRole('button', { name: 'Chat with Bea Santos' }));
    await waitFor(() => expect(useChatPopupStore.getState()).toMatchObject({ open: true, roomId: 5 }));
    const launch = sent.find((r) => r.path === '/wps/live/launchChat');
    expect(new URL(launch!.url).searchParams.get('modelId')).toBe('1');
    expect(launch!.authorization).toBe('Bearer token-7');
  });

  it('shows the reason when launch chat is refused', async () => {
    signIn({ isAgent: false });
    fakeApi({ '/wps/live/models': hosts, '/wps/live/launchChat': fail(409, 'live_host_offline') });
    renderInApp(<LiveHostsSection />, { path: '/live' });
    fireEvent.click(await screen.findByRole('button', { name: 'Chat with Bea Santos' }));
    expect(await screen.findByText(en.errors.live_host_offline)).toBeTruthy();
    expect(useChatPopupStore.getState().open).toBe(false);
  });

  it('asks a visitor to log in instead of launching', async () => {
    const sent = fakeApi({ '/wps/live/models': hosts });
    const { actions } = renderInApp(<LiveHostsSection />, { path: '/live' });
    fireEvent.click(await screen.findByRole('button', { name: 'Chat with Bea Santos' }));
    expect(actions.openLogin).toHaveBeenCalled();
    expect(sent.some((r) => r.path === '/wps/live/launchChat')).toBe(false);
  });

  it('opens the popup for /live?chatRoom= and ignores a malformed one', async () => {
    fakeApi({ '/wps/live/models': hosts });
    renderInApp(<LiveHostsSection />, { path: '/live?chatRoom=6' });
    await waitFor(() => expect(useChatPopupStore.getState()).toMatchObject({ open: true, roomId: 6 }));
    cleanup();
    useChatPopupStore.setState({ open: false, roomId: null });
    renderInApp(<LiveHostsSection />, { path: '/live?chatRoom=6x' });
    await screen.findAllByRole('listitem');
    expect(useChatPopupStore.getState().open).toBe(false);
  });

  it('says when the hosts cannot be loaded', async () => {
    fakeApi({ '/wps/live/models': fail(503, 'service_unavailable') });
    renderInApp(<LiveHostsSection />, { path: '/live' });
    expect(await screen.findByText(en.chat.live.failed, {}, { timeout: 4000 })).toBeTruthy();
  });
});
