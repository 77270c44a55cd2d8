// Browser journey for the player site shell: Debian's Chromium driven by
// playwright-core, accessibility checked with axe-core. Both packages are the
// UI's own dev dependencies, resolved from ui/node_modules.
//
//   BASE_URL=http://127.0.0.1:8080 node tests/browser/journey.mjs
//
// Prints one line per check ("ok - name" / "not ok - name: reason") and ends with
// "N passed, N failed"; exits 1 when any check failed.
import path from 'node:path';
import {
  assert,
  baseUrl,
  browser,
  check,
  describeViolations,
  finish,
  screenshotDir,
  seriousAxeViolations,
  settled,
  STEP_TIMEOUT,
  waitForApp,
} from './lib/harness.mjs';

const pageErrors = [];
const cspViolations = [];

try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, colorScheme: 'dark' });
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT);
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });

  await check('home shows Tagalog by default', async () => {
    await page.goto(`${baseUrl}/`);
    await waitForApp(page);
    assert(await page.locator('.app-header').isVisible(), 'the app shell is not shown (system status not 0?)');
    const lang = await page.evaluate(() => document.documentElement.lang);
    assert(lang === 'fil', `html lang is "${lang}", expected "fil"`);
    await page.getByRole('button', { name: 'Mag-log in', exact: true }).first().waitFor();
    // The home's own texts (the hero title shows only when no banner is published; the demo has some).
    await page.getByRole('heading', { name: 'Mga sikat na laro' }).waitFor();
    const stored = await page.evaluate(() => [localStorage.getItem('hisLang'), localStorage.getItem('lang')]);
    assert(stored[0] === 'TY' && stored[1] === 'TY', `hisLang/lang are ${JSON.stringify(stored)}, expected TY`);
  });

  await check('language list comes from the server', async () => {
    const select = page.locator('#side-menu [data-testid="language-select"]');
    await page.waitForFunction(
      () => document.querySelectorAll('#side-menu [data-testid="language-select"] option').length > 3,
      null,
      { timeout: STEP_TIMEOUT },
    );
    const count = await select.locator('option').count();
    assert(count > 3, `only ${count} languages listed`);
  });

  await check('switching TY to EN shows English and stores EN', async () => {
    await page.locator('#side-menu [data-testid="language-select"]').selectOption('EN');
    await page.getByRole('button', { name: 'Log in', exact: true }).first().waitFor();
    await page.getByRole('heading', { name: 'Hot games' }).waitFor();
    const lang = await page.evaluate(() => document.documentElement.lang);
    assert(lang === 'en', `html lang is "${lang}", expected "en"`);
    const stored = await page.evaluate(() => [localStorage.getItem('hisLang'), localStorage.getItem('lang')]);
    assert(stored[0] === 'EN' && stored[1] === 'EN', `hisLang/lang are ${JSON.stringify(stored)}`);
  });

  await check('English survives a reload', async () => {
    await page.reload();
    await waitForApp(page);
    await page.getByRole('button', { name: 'Log in', exact: true }).first().waitFor();
  });

  await check('Portuguese loads on demand', async () => {
    await page.locator('#side-menu [data-testid="language-select"]').selectOption('PT');
    await page.getByRole('button', { name: 'Entrar', exact: true }).first().waitFor();
    await page.locator('#side-menu [data-testid="language-select"]').selectOption('TY');
    await page.getByRole('button', { name: 'Mag-log in', exact: true }).first().waitFor();
  });

  await check('theme toggle changes data-theme and persists across reload', async () => {
    const before = await page.evaluate(() => document.documentElement.dataset.theme);
    await page.locator('.app-header [data-testid="theme-toggle"]').click();
    const after = await page.evaluate(() => document.documentElement.dataset.theme);
    assert(before !== after && (after === 'light' || after === 'dark'), `data-theme went from ${before} to ${after}`);
    const stored = await page.evaluate(() => localStorage.getItem('theme'));
    assert(stored === after, `localStorage theme is ${stored}, expected ${after}`);
    await page.reload();
    await waitForApp(page);
    const reloaded = await page.evaluate(() => document.documentElement.dataset.theme);
    assert(reloaded === after, `after reload data-theme is ${reloaded}, expected ${after}`);
    await page.locator('.app-header [data-testid="theme-toggle"]').click();
  });

  await check('login-required /member redirects to /login with the login dialog', async () => {
    await page.goto(`${baseUrl}/member`);
    await waitForApp(page);
    await page.waitForURL((url) => url.pathname === '/login');
    const dialog = page.getByRole('dialog', { name: 'Mag-log in sa Panalo' });
    await dialog.waitFor();
    assert((await dialog.getAttribute('aria-modal')) === 'true', 'dialog is not aria-modal');
    const focusedInside = await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
    assert(focusedInside, 'focus is not inside the dialog');
  });

  await check('login submit shows the translated server error', async () => {
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Username' }).fill('journeyuser');
    await dialog.getByLabel('Password', { exact: true }).fill('not-a-real-password');
    await dialog.getByRole('button', { name: 'Mag-log in', exact: true }).click();
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    const text = (await alert.textContent())?.trim() ?? '';
    assert(text.length > 0, 'empty error');
    assert(!/not_found|network_error/.test(text), `untranslated key shown: ${text}`);
  });

  await check('axe: login dialog has no serious or critical violations', async () => {
    const violations = await seriousAxeViolations(page);
    assert(violations.length === 0, describeViolations(violations));
  });

  await check('Escape closes the login dialog and returns home', async () => {
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.pathname === '/');
  });

  await check('axe: home has no serious or critical violations', async () => {
    await page.goto(`${baseUrl}/`);
    await waitForApp(page);
    const violations = await seriousAxeViolations(page);
    assert(violations.length === 0, describeViolations(violations));
  });

  await check('axe: home in the light theme has no serious or critical violations', async () => {
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.reload();
    await waitForApp(page);
    const theme = await page.evaluate(() => document.documentElement.dataset.theme);
    assert(theme === 'light', `data-theme is ${theme}`);
    const violations = await seriousAxeViolations(page);
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    assert(violations.length === 0, describeViolations(violations));
  });

  await check('agent center redirects a non-agent to /agent', async () => {
    await page.goto(`${baseUrl}/agentHome`);
    await waitForApp(page);
    await page.waitForURL((url) => url.pathname === '/agent');
    await page.locator('.agent-form-card').waitFor();
    const rememberBoxes = await page.locator('.agent-form-card input[type="checkbox"]').count();
    assert(rememberBoxes === 0, 'the agent login form must not offer remember-me');
  });

  await check('axe: agent login page has no serious or critical violations', async () => {
    const violations = await seriousAxeViolations(page);
    assert(violations.length === 0, describeViolations(violations));
  });

  await check('phone drawer opens, takes focus and closes on Escape', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/`);
    await waitForApp(page);
    const menuButton = page.locator('.app-header__menu');
    await menuButton.click();
    await page.locator('#side-menu.is-open').waitFor();
    const inside = await page.evaluate(() => !!document.activeElement?.closest('#side-menu'));
    assert(inside, 'focus did not move into the drawer');
    const violations = await seriousAxeViolations(page);
    assert(violations.length === 0, describeViolations(violations));
    await page.keyboard.press('Escape');
    await page.locator('#side-menu.is-open').waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  await check('/help#term scrolls to the terms section', async () => {
    await page.goto(`${baseUrl}/help#term`);
    await waitForApp(page);
    await page.locator('#term').waitFor();
    await page.waitForFunction(() => {
      const top = document.getElementById('term')?.getBoundingClientRect().top ?? 9999;
      return top >= 0 && top < 200;
    });
  });

  await check('no uncaught page errors', async () => {
    assert(pageErrors.length === 0, pageErrors.join(' | '));
  });

  await check('no Content Security Policy violations', async () => {
    assert(cspViolations.length === 0, cspViolations.join(' | '));
  });
  await context.close();

  const shots = [
    { name: 'home-390-dark', width: 390, height: 844, theme: 'dark' },
    { name: 'home-390-light', width: 390, height: 844, theme: 'light' },
    { name: 'home-1440-dark', width: 1440, height: 900, theme: 'dark' },
    { name: 'home-1440-light', width: 1440, height: 900, theme: 'light' },
  ];
  for (const shot of shots) {
    await check(`screenshot ${shot.name}`, async () => {
      const ctx = await browser.newContext({ viewport: { width: shot.width, height: shot.height }, colorScheme: shot.theme });
      await ctx.addInitScript((theme) => localStorage.setItem('theme', theme), shot.theme);
      const p = await ctx.newPage();
      await p.goto(`${baseUrl}/`);
      await waitForApp(p);
      await settled(p);
      await p.screenshot({ path: path.join(screenshotDir, `${shot.name}.png`), fullPage: true });
      await ctx.close();
    });
  }

  for (const shot of [
    { name: 'login-1440-dark', width: 1440, height: 900, theme: 'dark' },
    { name: 'login-390-light', width: 390, height: 844, theme: 'light' },
  ]) {
    await check(`screenshot ${shot.name}`, async () => {
      const ctx = await browser.newContext({ viewport: { width: shot.width, height: shot.height }, colorScheme: shot.theme });
      await ctx.addInitScript((theme) => localStorage.setItem('theme', theme), shot.theme);
      const p = await ctx.newPage();
      await p.goto(`${baseUrl}/login`);
      await waitForApp(p);
      await p.getByRole('dialog').waitFor();
      await settled(p);
      await p.screenshot({ path: path.join(screenshotDir, `${shot.name}.png`) });
      await ctx.close();
    });
  }
} finally {
  await browser.close();
}

finish();
