// Browser journey (issue 15 item 3, spec sections 2, 4, 5 and 7): the demo
// promotions (panaloctl promotions demo, loaded with the demo data) as a visitor
// sees them (coming soon, Join, Close); a member joins the welcome bonus (paid at
// once) and draws the raffle (a prize paid on the server), the header balance
// rising each time; applies to the big-win promotion with a remark and an image
// after a forged image is refused with the translated message; the operator
// approves the application with panaloctl and the status becomes Issued; the
// member center's bonusDetails lists the promotions and the turnover left. Both
// themes, 390 and 1440 px, axe clean.
//
//   PANALO_JOURNEYS="tests/browser/promotions.mjs" bash ci/run-journey.sh
import { assert, browser, check, finish, STEP_TIMEOUT } from './lib/harness.mjs';
import {
  createMember,
  loginThroughPopup,
  openAt,
  panaloctl,
  shotInBothThemes,
  uniqueName,
  visibleText,
  waitForLoggedInHeader,
} from './lib/account-helpers.mjs';

const PASSWORD = 'Lantern-Harbor-58';
// A 1x1 PNG, and a text file dressed up as one.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const FORGED = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');

async function signedIn(width) {
  const account = uniqueName('promo');
  createMember(account, PASSWORD);
  const { context, page } = await openAt('/', { width });
  await loginThroughPopup(page, account, PASSWORD);
  await waitForLoggedInHeader(page);
  return { account, context, page };
}

async function openPromotions(page) {
  await page.goto(`${page.url().split('/').slice(0, 3).join('/')}/promotions`);
  const list = page.getByRole('list', { name: 'Promotions' });
  await list.waitFor({ timeout: STEP_TIMEOUT });
  return list;
}

const card = (list, title) => list.getByRole('listitem').filter({ has: list.page().getByRole('heading', { name: title }) });

/** The header balance as a number (it shows the main wallet with 2 decimals). */
async function headerBalance(page) {
  const text = await page.locator('.app-header .header-balance').innerText();
  const match = text.replace(/,/g, '').match(/(\d+\.\d{2})/);
  assert(match, `no balance in the header: ${text}`);
  return Number(match[1]);
}

async function balanceReaches(page, expected) {
  const deadline = Date.now() + STEP_TIMEOUT;
  let seen = await headerBalance(page);
  while (Math.abs(seen - expected) > 0.001) {
    assert(Date.now() < deadline, `the header balance is ${seen}, expected ${expected}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
    seen = await headerBalance(page);
  }
}

try {
  for (const width of [1440, 390]) {
    await check(`a visitor sees every status at ${width} px`, async () => {
      const { context, page } = await openAt('/promotions', { width });
      const list = page.getByRole('list', { name: 'Promotions' });
      await list.waitFor({ timeout: STEP_TIMEOUT });
      await visibleText(card(list, 'Christmas Mega Raffle'), 'Coming soon');
      await visibleText(card(list, 'Halloween Bonus'), 'Close');
      await card(list, 'Lucky Raffle').getByRole('button', { name: 'Log in to join' }).waitFor({ timeout: STEP_TIMEOUT });
      await shotInBothThemes(page, `promotions-visitor-${width}`);

      await card(list, 'Lucky Raffle').getByRole('button', { name: 'Details' }).click();
      const detail = page.getByRole('article', { name: 'Lucky Raffle' });
      await detail.waitFor({ timeout: STEP_TIMEOUT });
      await visibleText(detail, 'Prizes');
      await visibleText(detail, '60.00%');
      assert((await detail.locator('.promo-detail__html script').count()) === 0, 'a script in the detail');
      await shotInBothThemes(page, `promotions-detail-visitor-${width}`);
      await context.close();
    });
  }

  await check('join, claim, draw and apply; the operator approves; bonusDetails', async () => {
    const { account, context, page } = await signedIn(1440);
    let list = await openPromotions(page);
    await balanceReaches(page, 0);

    // The welcome bonus pays on joining.
    await card(list, 'Welcome Bonus ₱88').getByRole('button', { name: 'Join' }).click();
    await visibleText(card(list, 'Welcome Bonus ₱88'), '₱88.00 was added to your main wallet.');
    await visibleText(card(list, 'Welcome Bonus ₱88'), 'Issued');
    await balanceReaches(page, 88);

    // The raffle: join, then draw; the prize is paid.
    const raffle = card(list, 'Lucky Raffle');
    await raffle.getByRole('button', { name: 'Join' }).click();
    await raffle.getByRole('button', { name: 'Draw my prize' }).click();
    const won = raffle.locator('.promo-action__done');
    await won.filter({ hasText: 'You won' }).waitFor({ timeout: STEP_TIMEOUT });
    const prize = Number((await won.innerText()).replace(/,/g, '').match(/₱(\d+\.\d{2}) was added/)[1]);
    assert([8.88, 28, 88, 888].includes(prize), `prize ${prize}`);
    await balanceReaches(page, 88 + prize);
    await visibleText(raffle, 'Claimed');
    await shotInBothThemes(page, 'promotions-member-1440');

    // The application: a forged image is refused before upload, a PNG is taken.
    await card(list, 'Share Your Big Win').getByRole('button', { name: 'Apply' }).click();
    const detail = page.getByRole('article', { name: 'Share Your Big Win' });
    await detail.waitFor({ timeout: STEP_TIMEOUT });
    const form = detail.getByRole('form', { name: 'Activity application' });
    await form.waitFor({ timeout: STEP_TIMEOUT });
    await form.getByLabel('Remark').fill('Hit 5,000 on Fruit Slot last night!');
    await visibleText(form, '35 / 140');
    const files = form.locator('input[type="file"]');
    await files.setInputFiles({ name: 'win.png', mimeType: 'image/png', buffer: FORGED });
    await visibleText(form, 'Only PNG or JPG images are allowed');
    await files.setInputFiles({ name: 'big-win.png', mimeType: 'image/png', buffer: PNG });
    await form.getByRole('img', { name: 'big-win.png' }).waitFor({ timeout: STEP_TIMEOUT });
    await form.getByLabel('Remark').fill('x'.repeat(141));
    await visibleText(form, 'Remark must be at most 140 characters');
    await form.getByLabel('Remark').fill('Hit 5,000 on Fruit Slot last night!');
    await shotInBothThemes(page, 'promotions-application-1440');
    const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/v2/promotions/applications');
    await form.getByRole('button', { name: 'Send application' }).click();
    const answer = await sent;
    assert(answer.status() === 200, `application status ${answer.status()}`);
    const body = JSON.parse(answer.request().postData() ?? '{}');
    assert(body.images?.length === 1 && body.images[0] === PNG.toString('base64'), 'the image sent');
    await visibleText(detail, 'Applying');
    await visibleText(detail, 'Your application was sent and waits for review.');
    await visibleText(detail, 'Hit 5,000 on Fruit Slot last night!');
    await shotInBothThemes(page, 'promotions-applying-1440');

    // The operator approves with panaloctl: Issued, and the bonus is paid.
    const line = panaloctl('promotions', 'applications', '--status', 'applying')
      .split('\n')
      .find((row) => row.includes(account));
    assert(line, `the operator does not see ${account}'s application`);
    const id = line.trim().split(/\s+/)[0];
    panaloctl('promotions', 'approve', id);
    await page.reload();
    await detail.waitFor({ timeout: STEP_TIMEOUT });
    await visibleText(detail, 'Issued');
    await visibleText(detail, 'The bonus was added to your main wallet.');
    await balanceReaches(page, 88 + prize + 50);

    // bonusDetails: the promotions and the turnover left.
    await page.goto(`${page.url().split('/').slice(0, 3).join('/')}/member?page=bonusDetails`);
    const mine = page.getByRole('region', { name: 'My promotions' });
    await mine.waitFor({ timeout: STEP_TIMEOUT });
    await visibleText(mine, 'Welcome Bonus ₱88');
    await visibleText(mine, 'Lucky Raffle');
    await visibleText(mine, 'Share Your Big Win');
    await page.getByText(/Still to wager before you can withdraw/).first().waitFor({ timeout: STEP_TIMEOUT });
    await shotInBothThemes(page, 'promotions-bonus-details-1440');

    // Joining again is refused by the server, translated.
    list = await openPromotions(page);
    await visibleText(card(list, 'Welcome Bonus ₱88'), 'Issued');
    await context.close();
  });

  await check('a member at 390 px: the deposit bonus waits for its deposit', async () => {
    const { context, page } = await signedIn(390);
    const list = await openPromotions(page);
    const reload = card(list, 'Weekly Reload ₱20');
    await reload.getByRole('button', { name: 'Join' }).click();
    await visibleText(reload, 'Joined');
    await reload.getByRole('button', { name: 'Details' }).click();
    const detail = page.getByRole('article', { name: 'Weekly Reload ₱20' });
    await detail.waitFor({ timeout: STEP_TIMEOUT });
    await visibleText(detail, 'You joined. Meet the requirement to claim your bonus.');
    await shotInBothThemes(page, 'promotions-detail-member-390');
    await context.close();
  });
} finally {
  await browser.close();
}
finish();
