// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store';
import { en } from '../../../locales/en';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { renderInApp, signIn } from '../../../test/render-in-app';
import type { ChatMessage } from '../api/chat-api';
import { useChatPopupStore } from '../stores/chat-popup-store';
import { ChatRoomDialog } from './chat-room-dialog';

const ROOMS = '/wps/chat/rooms';
const MESSAGES = '/wps/chat/messages';
const rooms = ok({
  list: [
    { id: 1, name: 'Lobby', hostId: null },
    { id: 5, name: 'Bea Santos', hostId: 2 },
  ],
});

function message(id: number, text: string, authorId = 9, authorName = 'Juan'): ChatMessage {
  return { id, roomId: 1, authorId, authorName, text, sentAt: '2026-12-06T09:00:00Z' };
}

function history(list: ChatMessage[], extra: Record<string, unknown> = {}) {
  return ok({ roomId: 1, list, hasMore: false, canSend: true, mutedUntil: null, ...extra });
}

function renderDialog() {
  return renderInApp(<ChatRoomDialog open onClose={() => useChatPopupStore.getState().close()} />);
}

describe('ChatRoomDialog', () => {
  beforeEach(() => {
    signIn({ isAgent: false, customerId: '7', nickname: 'Rosa' });
    useChatPopupStore.setState({ open: true, roomId: null });
  });
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    useSessionStore.getState().refresh();
  });

  it('shows the first room, sends a message and shows the stored one without fetching the history again', async () => {
    let stored: ChatMessage[] = [message(11, 'Hello everyone')];
    const sent = fakeApi({
      [ROOMS]: rooms,
      [`GET ${MESSAGES}`]: () => history([...stored].reverse()),
      [`POST ${MESSAGES}`]: (request) => {
        const body = JSON.parse(request.body!) as { roomId: number; text: string };
        const mine = message(12, body.text, 7, 'Rosa');
        stored = [...stored, mine];
        return ok(mine);
      },
    });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: en.chat.title });
    expect(await within(dialog).findByText('Hello everyone')).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: 'Lobby' }).getAttribute('aria-selected')).toBe('true');

    const box = within(dialog).getByLabelText(en.chat.messageLabel);
    fireEvent.change(box, { target: { value: '  Hi all  ' } });
    expect(within(dialog).getByText('6 / 500')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: en.chat.send }));
    expect(await within(dialog).findByText('Hi all')).toBeTruthy();
    const post = sent.find((r) => r.method === 'POST');
    expect(JSON.parse(post!.body!)).toEqual({ roomId: 1, text: '  Hi all  ' });
    expect(post!.authorization).toBe('Bearer token-7');
    // My own message is labelled as mine; the box is empty again.
    await waitFor(() => expect((box as HTMLInputElement).value).toBe(''));
    expect(within(dialog).getAllByText(en.chat.you).length).toBe(1);
    // The answer is the stored message (trimmed): no second history fetch.
    expect(sent.filter((r) => r.method === 'GET' && r.path === MESSAGES).length).toBe(1);
  });

  it('shows markup typed by a member as text: no element is made from it', async () => {
    const script = '<script>window.hacked = true</script><img src=x onerror="window.hacked = true">';
    fakeApi({ [ROOMS]: rooms, [`GET ${MESSAGES}`]: history([message(11, script)]) });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: en.chat.title });
    expect(await within(dialog).findByText(script)).toBeTruthy();
    expect(dialog.querySelector('.chat-history script, .chat-history img')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it("translates the server's refusals: the rate limit with its wait, a mute", async () => {
    fakeApi({
      [ROOMS]: rooms,
      [`GET ${MESSAGES}`]: history([]),
      [`POST ${MESSAGES}`]: {
        status: 429,
        body: { success: false, code: 'too_many_requests', message: 'x', data: { retryAfterSeconds: 4 } },
      },
    });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: en.chat.title });
    expect(await within(dialog).findByText(en.chat.emptyTitle)).toBeTruthy();
    const box = within(dialog).getByLabelText(en.chat.messageLabel);
    fireEvent.change(box, { target: { value: 'again' } });
    fireEvent.click(within(dialog).getByRole('button', { name: en.chat.send }));
    expect(await within(dialog).findByText('You are sending messages too fast. Please wait 4 s.')).toBeTruthy();
    expect((box as HTMLInputElement).value).toBe('again');
  });

  it('counts characters, not bytes, and holds back a message over 500', async () => {
    fakeApi({ [ROOMS]: rooms, [`GET ${MESSAGES}`]: history([]) });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: en.chat.title });
    const box = await within(dialog).findByLabelText(en.chat.messageLabel);
    fireEvent.change(box, { target: { value: '😀'.repeat(500) } });
    expect(within(dialog).getByText('500 / 500')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: en.chat.send }).hasAttribute('disabled')).toBe(false);
    fireEvent.change(box, { target: { value: '😀'.repeat(501) } });
    expect(within(dialog).getByRole('button', { name: en.chat.send }).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByText(/A message can have at most 500 characters/)).toBeTruthy();
  });

  it('tells a muted member until when, and shows no send box', async () => {
    fakeApi({
      [ROOMS]: rooms,
      [`GET ${MESSAGES}`]: history([], { canSend: false, mutedUntil: '2030-01-02T03:04:00Z' }),
    });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: en.chat.title });
    expect(await within(dialog).findByText(/You are muted until/)).toBeTruthy();
    expect(within(dialog).queryByLabelText(en.chat.messageLabel)).toBeNull();
  });

  it('lets a trial account read only', async () => {
    sessionStorage.setItem('isTrial', 'true');
    useSessionStore.getState().refresh();
    fakeApi({ [ROOMS]: rooms, [`GET ${MESSAGES}`]: history([message(11, 'Welcome')], { canSend: false }) });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: en.chat.title });
    expect(await within(dialog).findByText('Welcome')).toBeTruthy();
    expect(within(dialog).getByText(en.chat.readOnlyTrial)).toBeTruthy();
    expect(within(dialog).queryByLabelText(en.chat.messageLabel)).toBeNull();
  });

  it('asks a visitor to log in and fetches nothing', async () => {
    sessionStorage.clear();
    useSessionStore.getState().refresh();
    const sent = fakeApi({});
    const { actions } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: en.chat.title });
    expect(within(dialog).getByText(en.chat.readOnlyVisitor)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: en.chat.login }));
    expect(actions.openLogin).toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('opens at the asked room and switches rooms by tab', async () => {
    useChatPopupStore.setState({ roomId: 5 });
    const sent = fakeApi({ [ROOMS]: rooms, [`GET ${MESSAGES}`]: history([]) });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: en.chat.title });
    await waitFor(() =>
      expect(within(dialog).getByRole('tab', { name: 'Bea Santos' }).getAttribute('aria-selected')).toBe('true'),
    );
    await waitFor(() => expect(sent.some((r) => new URL(r.url).searchParams.get('roomId') === '5')).toBe(true));
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Lobby' }));
    await waitFor(() => expect(useChatPopupStore.getState().roomId).toBe(1));
    await waitFor(() => expect(sent.some((r) => new URL(r.url).searchParams.get('roomId') === '1')).toBe(true));
  });

  it('says when the history cannot be loaded and tries again', async () => {
    let failing = true;
    fakeApi({
      [ROOMS]: rooms,
      [`GET ${MESSAGES}`]: () => (failing ? fail(503, 'service_unavailable') : history([message(1, 'Back')])),
    });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: en.chat.title });
    expect(await within(dialog).findByText(en.chat.failed, {}, { timeout: 4000 })).toBeTruthy();
    // Whether this reader may send comes with the history: no box without it.
    expect(within(dialog).queryByLabelText(en.chat.messageLabel)).toBeNull();
    failing = false;
    fireEvent.click(within(dialog).getByRole('button', { name: en.common.retry }));
    expect(await within(dialog).findByText('Back')).toBeTruthy();
    expect(within(dialog).getByLabelText(en.chat.messageLabel)).toBeTruthy();
  });
});
