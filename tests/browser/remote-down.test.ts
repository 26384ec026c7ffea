import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { repoRoot } from '@art/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type Stack, startStack } from '../system/support/stack.js';
import {
  openPage,
  reload,
  screenshotOnFailure,
  screenshotPath,
  startStackAndBrowser,
  visit,
  waitForText,
} from './support/browser.js';
import { type StaticServer, startStaticServer } from './support/static-server.js';

/**
 * One remote's server goes away: the identity remote is served by a server of its own (as if
 * deployed elsewhere), the catalogue by the gateway; the shell finds both through its runtime
 * remotes.json and learns their pages from their manifests. With identity's server stopped, its
 * pages (which the shell then cannot know) show the area-unavailable fallback inside the normal
 * frame, and the catalogue keeps rendering.
 */
let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let remote: StaticServer;
let frontendsDir: string;
const gatewayRequests: string[] = [];

before(async () => {
  const root = repoRoot();
  // The gateway serves only the shell from here; the identity remote is not in this folder at all.
  frontendsDir = mkdtempSync(path.join(os.tmpdir(), 'art-frontends-'));
  for (const area of ['shell', 'catalogue']) {
    cpSync(path.join(root, 'frontends', area, 'dist'), path.join(frontendsDir, area, 'dist'), { recursive: true });
  }
  remote = await startStaticServer(path.join(root, 'frontends', 'identity', 'dist'), '/mf/identity/');
  writeFileSync(
    path.join(frontendsDir, 'shell', 'dist', 'remotes.json'),
    JSON.stringify({
      identity: `${remote.origin}/mf/identity/mf-manifest.json`,
      catalogue: '/mf/catalogue/mf-manifest.json',
    }),
  );
  ({ stack, browser } = await startStackAndBrowser(() =>
    startStack('browser_remote', { gatewayEnv: { FRONTENDS_DIR: frontendsDir } }),
  ));
  ({ context, page } = await openPage(browser, stack));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === stack.gateway.url) gatewayRequests.push(url.pathname);
  });
});

after(async () => {
  await context?.close().catch(() => undefined);
  await browser?.close();
  await stack?.stop();
  await remote?.stop();
  if (frontendsDir) rmSync(frontendsDir, { recursive: true, force: true });
});

async function expectFrame(withFooter: boolean): Promise<void> {
  await page.locator('[data-testid=header]').waitFor();
  await waitForText(page.locator('[data-testid=nav-gallery]'), 'Gallery');
  if (withFooter) await page.locator('[data-testid=footer]').waitFor();
}

test('the identity remote loads from its own server, then its outage shows a fallback while the rest works', async () => {
  try {
    // Up: /login comes from the remote's own server.
    await visit(page, '/login');
    await page.locator('[data-testid=login-page]').waitFor();
    assert.ok(remote.requests.includes('/mf/identity/mf-manifest.json'), 'manifest fetched from the remote server');
    assert.ok(remote.requests.includes('/mf/identity/remoteEntry.js'), 'remote entry fetched from the remote server');
    assert.ok(
      remote.requests.some((p) => p.startsWith('/mf/identity/assets/')),
      `chunks fetched from the remote server: ${remote.requests.join(', ')}`,
    );
    assert.deepEqual(
      gatewayRequests.filter((p) => p.startsWith('/mf/identity/')),
      [],
      'nothing of the remote is asked of the gateway',
    );

    // Down.
    await remote.stop();
    await reload(page);
    const fallback = page.locator('[data-testid=area-unavailable][data-area=identity]');
    await fallback.waitFor({ timeout: 45_000 });
    await waitForText(fallback.locator('h1'), 'Accounts is unavailable right now');
    await fallback.getByText('This part of the site could not be loaded. Everything else keeps working.').waitFor();
    await fallback.getByRole('button', { name: 'Try again' }).waitFor();
    assert.equal(await page.locator('[data-testid=login-page]').count(), 0);
    await expectFrame(false); // /login has no footer
    await page.locator('[data-testid=header-login]').waitFor();
    await page.screenshot({ path: screenshotPath('login-identity-unavailable-1440.png') });

    // The other area still renders, in the normal frame: the home page and a listing.
    await visit(page, '/');
    await page.locator('[data-testid=home]').waitFor();
    await expectFrame(true);

    await visit(page, '/gallery/all');
    await page.locator('[data-testid=gallery-page]').waitFor();
    await expectFrame(true);

    // Moving around inside the app (no reload) reaches the fallback too, and leaves it again.
    await page.locator('[data-testid=header-login]').click();
    await page.locator('[data-testid=area-unavailable][data-area=identity]').waitFor({ timeout: 45_000 });
    await page.locator('[data-testid=nav-gallery]').click();
    await page.locator('[data-testid=gallery-page]').waitFor();
    await page.locator('[data-testid=footer]').waitFor();

    // Up again: a reload brings the area back.
    await remote.start();
    await visit(page, '/login');
    await page.locator('[data-testid=login-page]').waitFor({ timeout: 45_000 });
  } catch (error) {
    await screenshotOnFailure(page, 'remote-down');
    throw error;
  }
});
