// Browser journey (issue 17 items 3 and 4, spec sections 2, 6 and 7): the chat
// room popup and the live hosts. A member opens the popup from the side menu,
// sends a message and sees it; "<script>" typed into the chat shows as text
// and runs nothing; sending too fast is refused with the wait said; a trial
// account reads the room but gets the read-only notice and no send box; a
// message reaches another member's open popup over the real-time channel (no
// fetch) and an operator's deletion takes it out of both windows; on
// /live the demo hosts show their status and Chat opens the popup at the
// host's room (launch chat -> chatUrl). 1280 and 390 px, both themes, axe clean.
//
//   PANALO_JOURNEYS="tests/browser/chat-room.mjs" bash ci/run-journey.sh
import { assert, browser, check, finish, STEP_TIMEOUT } from './lib/harness.mjs';
import {
  createMember,
  loginThroughPopup,
  openAt,
  panaloctl,
  shotInBothThemes,
  uniqueName,
  waitForLoggedInHeader,
} from './lib/account-helpers.mjs';
import { eventsOf, recordFrames } from './lib/websocket-frames.mjs';

const PASSWORD = 'Correct-Horse-42';
const SCRIPT_TEXT = '<script>window.__chatHacked = 1</script><b>not bold</b>';

/** A new member logged in at `width`; `beforeLogin(page)` runs first (to listen to the page from its start). */
async function signIn(width, route = '/', beforeLogin = () => {}) {
  const account = uniqueName('chat');
  createMember(account, PASSWORD);
  const { context, page } = await openAt(route, { width });
  beforeLogin(page);
  await loginThroughPopup(page, account, PASSWORD);
  await waitForLoggedInHeader(page);
  return { context, page, account };
}

/** The side menu's chat entry (a drawer behind the menu button on a phone). */
async function openChatFromMenu(page) {
  // The entry shows once the session is in (after a reload too).
  await page.locator('.app-header .avatar-menu__button').waitFor({ timeout: STEP_TIMEOUT });
  const menuButton = page.locator('.app-header__menu');
  if (await menuButton.isVisible()) await menuButton.click();
  await page.locator('#side-menu').getByRole('button', { name: 'Chat room' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chat room' });
  await dialog.waitFor({ timeout: STEP_TIMEOUT });
  return dialog;
}

async function send(dialog, text) {
  await dialog.getByLabel('Your message').fill(text);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
}

async function startFreePlay(page) {
  const inHeader = page.locator('.app-header').getByRole('button', { name: 'Free play' });
  if (await inHeader.isVisible()) await inHeader.click();
  else {
    await page.locator('.app-header').getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('dialog', { name: 'Log in to Panalo' }).getByRole('button', { name: 'Free play' }).click();
  }
  await page.locator('.app-header .trial-badge').waitFor({ timeout: STEP_TIMEOUT });
}

try {
  for (const width of [1280, 390]) {
    await check(`a member sends a message and markup stays text at ${width} px`, async () => {
      const { context, page } = await signIn(width);
      const dialog = await openChatFromMenu(page);
      const lobby = dialog.getByRole('tab', { name: 'Lobby' });
      await lobby.waitFor({ timeout: STEP_TIMEOUT });
      assert((await lobby.getAttribute('aria-selected')) === 'true', 'the lobby is the first room');
      const greeting = `Hello from the journey ${width}`;
      await send(dialog, greeting);
      const history = dialog.locator('.chat-history');
      await history.getByText(greeting, { exact: true }).waitFor({ timeout: STEP_TIMEOUT });
      assert((await dialog.getByLabel('Your message').inputValue()) === '', 'the box is empty after sending');

      // One a second: a message sent right after another one is refused with
      // the wait. The first of the two goes straight to the API, so the box's
      // send follows it within the second however slow this machine is.
      await page.waitForTimeout(1100);
      await dialog.getByLabel('Your message').fill('too soon');
      await page.evaluate(async () => {
        const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${sessionStorage.getItem('token')}` };
        // The lobby: the first room, the one the popup shows.
        const rooms = await (await fetch('/wps/chat/rooms', { headers })).json();
        const roomId = rooms.value.list[0].id;
        const answer = await fetch('/wps/chat/messages', {
          method: 'POST',
          headers,
          body: JSON.stringify({ roomId, text: 'just before' }),
        });
        if (!answer.ok) throw new Error(`the direct send answered ${answer.status}`);
      });
      await dialog.getByRole('button', { name: 'Send', exact: true }).click();
      await dialog.getByText(/You are sending messages too fast/).waitFor({ timeout: STEP_TIMEOUT });
      assert((await history.getByText('too soon', { exact: true }).count()) === 0, 'the refused message is not shown');

      await page.waitForTimeout(1100);
      // Each width's own copy: the other width's is in the lobby's history too.
      const scriptText = `${SCRIPT_TEXT} ${width}`;
      await send(dialog, scriptText);
      await history.getByText(scriptText, { exact: true }).waitFor({ timeout: STEP_TIMEOUT });
      assert((await history.locator('script, b').count()) === 0, 'markup typed in the chat made elements');
      assert((await page.evaluate(() => window.__chatHacked)) === undefined, 'the typed script ran');

      // Profanity from the demo word list comes back masked.
      await page.waitForTimeout(1100);
      await send(dialog, `Damn, that was close at ${width}`);
      await history.getByText(`****, that was close at ${width}`, { exact: true }).waitFor({ timeout: STEP_TIMEOUT });
      await shotInBothThemes(page, `chat-popup-${width}`);
      await context.close();
    });
  }

  await check('a message reaches another member\'s open chat over the channel; a deletion leaves both', async () => {
    const desk = await signIn(1440);
    let frames = [];
    let historyFetches = 0;
    const phone = await signIn(390, '/', (page) => {
      frames = recordFrames(page);
      page.on('request', (request) => {
        if (request.method() === 'GET' && new URL(request.url()).pathname === '/wps/chat/messages') historyFetches += 1;
      });
    });
    const deskDialog = await openChatFromMenu(desk.page);
    const phoneDialog = await openChatFromMenu(phone.page);
    // The phone's history is in (the room's messages, or its empty state).
    const phoneHistory = phoneDialog.locator('.chat-history, .chat-history__empty').first();
    await phoneHistory.waitFor({ timeout: STEP_TIMEOUT });
    const fetchesBefore = historyFetches;

    const text = `Pushed to the phone ${Date.now()}`;
    await send(deskDialog, text);
    await phoneDialog.locator('.chat-history').getByText(text, { exact: true }).waitFor({ timeout: STEP_TIMEOUT });
    const pushed = eventsOf(frames, 'chat_message').find((event) => event.data.text === text);
    assert(pushed, 'the phone heard the message on its WebSocket');
    assert(historyFetches === fetchesBefore, `the phone fetched the history ${historyFetches - fetchesBefore} more times`);
    await shotInBothThemes(phone.page, 'chat-popup-pushed-390');

    // The operator deletes it: both open popups drop it without a reload.
    panaloctl('chat', 'delete', String(pushed.data.id), '--reason', 'journey');
    await phoneDialog.getByText(text, { exact: true }).waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
    await deskDialog.locator('.chat-history').getByText(text, { exact: true }).waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
    assert(eventsOf(frames, 'chat_deleted').some((event) => event.data.messageId === pushed.data.id), 'the deletion was pushed');
    await desk.context.close();
    await phone.context.close();
  });

  await check('a trial account reads the chat but cannot send', async () => {
    panaloctl('flags', 'set', 'FREEPLAY3', 'on');
    for (const width of [1280, 390]) {
      const { context, page } = await openAt('/', { width });
      await startFreePlay(page);
      const dialog = await openChatFromMenu(page);
      await dialog
        .getByText('Trial accounts can read the chat. Log in with a real account to send messages.')
        .waitFor({ timeout: STEP_TIMEOUT });
      await dialog.locator('.chat-history').getByText(SCRIPT_TEXT).first().waitFor({ timeout: STEP_TIMEOUT });
      assert((await dialog.getByLabel('Your message').count()) === 0, 'a trial account has a send box');
      await shotInBothThemes(page, `chat-popup-trial-${width}`);
      await context.close();
    }
  });

  for (const width of [1280, 390]) {
    await check(`live hosts show their status and Chat opens the host's room at ${width} px`, async () => {
      const { context, page } = await signIn(width, '/live');
      await page.goto(new URL('/live', page.url()).href);
      const hosts = page.getByRole('region', { name: 'Live hosts' });
      await hosts.getByText('Bea Santos').waitFor({ timeout: STEP_TIMEOUT });
      const cards = hosts.getByRole('listitem');
      assert((await cards.count()) >= 4, `the demo hosts: ${await cards.count()}`);
      const text = await hosts.innerText();
      for (const status of ['Online', 'Busy', 'Offline']) assert(text.includes(status), `status ${status} shown`);
      assert(
        await hosts.getByRole('button', { name: 'Chat with Dina Cruz' }).isDisabled(),
        'an offline host cannot be chatted with',
      );
      await hosts.scrollIntoViewIfNeeded();
      await shotInBothThemes(page, `live-hosts-${width}`);

      await hosts.getByRole('button', { name: 'Chat with Bea Santos' }).click();
      const dialog = page.getByRole('dialog', { name: 'Chat room' });
      const tab = dialog.getByRole('tab', { name: 'Bea Santos' });
      await tab.waitFor({ timeout: STEP_TIMEOUT });
      await page.waitForFunction(
        () => document.querySelector('.chat-rooms__tab[aria-selected="true"]')?.textContent === 'Bea Santos',
        null,
        { timeout: STEP_TIMEOUT },
      );
      assert(!new URL(page.url()).searchParams.has('chatRoom'), 'the chatRoom parameter is dropped once used');
      await send(dialog, `Hi Bea from ${width}`);
      await dialog.locator('.chat-history').getByText(`Hi Bea from ${width}`).waitFor({ timeout: STEP_TIMEOUT });
      await shotInBothThemes(page, `chat-popup-host-${width}`);
      await context.close();
    });
  }

  await check('the chat popup shows its loading and error states', async () => {
    const { context, page } = await signIn(1280);
    let release;
    const held = new Promise((resolve) => (release = resolve));
    await page.route('**/wps/chat/messages?*', async (route) => {
      await held;
      // The popup may have closed meanwhile and the request with it.
      await route.continue().catch(() => {});
    });
    const dialog = await openChatFromMenu(page);
    await dialog.getByText('Loading messages…').waitFor({ timeout: STEP_TIMEOUT });
    await shotInBothThemes(page, 'chat-popup-loading-1280');
    release();
    await page.unroute('**/wps/chat/messages?*');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.route('**/wps/chat/messages?*', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, code: 'service_unavailable', message: 'busy' }),
      }),
    );
    await page.reload();
    const again = await openChatFromMenu(page);
    await again.getByText('The messages could not be loaded').waitFor({ timeout: 20_000 });
    await shotInBothThemes(page, 'chat-popup-error-1280');
    await context.close();
  });
} finally {
  await browser.close();
}
finish();
