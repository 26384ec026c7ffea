import assert from 'node:assert/strict';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, afterEach, before } from 'node:test';
import { repoRoot, testEnv, verificationCodeIn, waitForMail } from '@art/testing';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { type Stack, type StackOptions, startStack } from '../../system/support/stack.js';
import { assertNoCspViolations, watchCspViolations } from './csp-violations.js';

/**
 * Debian's Chromium (never a downloaded one), quiet: no GPU, no sandbox (containers), no
 * background traffic to Google.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Generous: two cores run Chromium, three services under tsx, PostgreSQL, NATS and Redis. */
export const ACTION_TIMEOUT_MS = 20_000;
export const NAVIGATION_TIMEOUT_MS = 45_000;

export const SCREENSHOTS_DIR = path.join(repoRoot(), 'test-artifacts', 'screenshots');
/** Pictures of pages as they were when a test failed (named after the test; overwritten each run). */
export const FAILURES_DIR = path.join(repoRoot(), 'test-artifacts', 'failures');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: testEnv.chromiumPath,
    args: CHROMIUM_ARGS,
    headless: true,
    timeout: 60_000,
  });
}

export interface PageOptions {
  width?: number;
  height?: number;
  /** navigator.language (and Accept-Language); default en-US so the language starts as en. */
  locale?: string;
}

/** A fresh context (own cookies) and page on the stack's gateway. */
export async function openPage(
  browser: Browser,
  stack: Stack,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: stack.gateway.url,
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    locale: options.locale ?? 'en-US',
  });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
  await watchCspViolations(context);
  const page = await context.newPage();
  // Console errors of the page help when a test fails; they are kept, not printed.
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
  (page as Page & { consoleErrors?: string[] }).consoleErrors = consoleErrors;
  return { context, page };
}

/** Loads `path` and waits until the shell has started (its header is shown). */
export async function visit(page: Page, urlPath: string): Promise<void> {
  await page.goto(urlPath, { waitUntil: 'domcontentloaded' });
  await page.locator('[data-testid=header]').waitFor({ state: 'visible', timeout: NAVIGATION_TIMEOUT_MS });
}

export async function reload(page: Page): Promise<void> {
  await page.reload({ waitUntil: 'domcontentloaded' });
  await page.locator('[data-testid=header]').waitFor({ state: 'visible', timeout: NAVIGATION_TIMEOUT_MS });
}

/**
 * Waits until `locator`'s text (trimmed) equals `expected`; on timeout the error names what was
 * shown instead, which is what a failing browser test most needs to say.
 */
export async function waitForText(locator: Locator, expected: string, timeoutMs = ACTION_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let seen: string | null = null;
  for (;;) {
    seen = await locator
      .first()
      .textContent({ timeout: 1000 })
      .catch(() => null);
    if (seen !== null && seen.trim() === expected) return;
    if (Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(
    `expected ${locator} to read ${JSON.stringify(expected)}, saw ${JSON.stringify(seen?.trim() ?? null)}`,
  );
}

/** Waits for the snackbar to show exactly `message` (and, if given, its type). */
export async function expectSnackbar(
  page: Page,
  message: string,
  type?: 'normal' | 'success' | 'error',
  timeoutMs = ACTION_TIMEOUT_MS,
): Promise<void> {
  const snackbar = page.locator('[data-testid=snackbar]');
  await waitForText(snackbar.locator('.art-snackbar__message'), message, timeoutMs);
  if (type) {
    const actual = await snackbar.first().getAttribute('data-type');
    if (actual !== type) throw new Error(`snackbar "${message}" has type ${actual}, expected ${type}`);
  }
}

/** Waits until the page's path (no query) is `expected`. */
export async function waitForPath(page: Page, expected: string, timeoutMs = ACTION_TIMEOUT_MS): Promise<void> {
  try {
    await page.waitForURL((url) => url.pathname === expected, { timeout: timeoutMs, waitUntil: 'commit' });
  } catch {
    throw new Error(`expected to be at ${expected}, still at ${new URL(page.url()).pathname}`);
  }
}

export async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === name)?.value;
}

export const codeIn = verificationCodeIn;

/** Registers and verifies through the API (for tests whose subject is elsewhere). */
export async function registerVerifiedUser(
  stack: Stack,
  user: { name: string; email: string; password: string },
): Promise<void> {
  const registered = await stack.api('/auth/register', {
    body: { name: user.name, email: user.email, password: user.password, 'confirm-password': user.password },
  });
  if (registered.status !== 200)
    throw new Error(`register answered ${registered.status} ${JSON.stringify(registered.body)}`);
  const mail = await waitForMail({ to: user.email, where: (m) => codeIn(m.text) !== undefined, timeoutMs: 30_000 });
  // The address says whose code it is (a code alone names no account).
  const verified = await stack.api(`/auth/verifyemail/${codeIn(mail.text)}?email=${encodeURIComponent(user.email)}`);
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status} ${JSON.stringify(verified.body)}`);
}

/** Signs in on /login as a person would; resolves once the header shows the name. */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await visit(page, '/login');
  const form = page.locator('[data-testid=login-form]');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await page.locator('[data-testid=login-submit]').click();
  await page.locator('[data-testid=header-user-name]').waitFor({ state: 'visible' });
}

export function screenshotPath(name: string): string {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  return path.join(SCREENSHOTS_DIR, name);
}

/** On failure, a screenshot of the page as it was, in test-artifacts/failures/. */
export async function screenshotOnFailure(page: Page | undefined, name: string): Promise<void> {
  if (!page || page.isClosed()) return;
  mkdirSync(FAILURES_DIR, { recursive: true });
  const file = path.join(FAILURES_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
}

/** What @art/ui/refusals logs when a reader of ne or zh was about to get a server's English words. */
const UNTRANSLATED_REFUSAL = '[untranslated refusal]';

/** Fails when `page` showed a server refusal it had no words for in the reader's language. */
export function assertNoUntranslatedRefusal(page: Page | undefined): void {
  const logged = (page as (Page & { consoleErrors?: string[] }) | undefined)?.consoleErrors ?? [];
  const untranslated = logged.filter((line) => line.includes(UNTRANSLATED_REFUSAL));
  assert.deepEqual(untranslated, [], 'a server message was shown without words in the reader’s language');
}

/**
 * Runs `fn`; if it throws, keeps a picture of `page` (named `name`) before passing the error on.
 * A journey that showed a refusal with no words in the reader's language fails here too.
 */
export async function failureShots<T>(name: string, page: Page | undefined, fn: () => Promise<T>): Promise<T> {
  try {
    const result = await fn();
    assertNoUntranslatedRefusal(page);
    return result;
  } catch (error) {
    await screenshotOnFailure(page, name);
    throw error;
  }
}

/**
 * Waits until the page has had no request in flight for `quietMs`. Playwright's 'networkidle'
 * load state is about the page load and can wait out its whole timeout on a page that polls; this
 * watches only what is asked from now on, so "whatever that click set off has answered" holds.
 */
export async function waitForQuietNetwork(page: Page, quietMs = 500, timeoutMs = ACTION_TIMEOUT_MS): Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const deadline = Date.now() + timeoutMs;
    while (inFlight > 0 || Date.now() - lastChange < quietMs) {
      if (Date.now() > deadline) throw new Error(`the network did not settle within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** Waits until an input holds `expected` (a form fills in after its data arrives). */
export async function waitForValue(locator: Locator, expected: string, timeoutMs = ACTION_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let seen = '';
  while (Date.now() < deadline) {
    seen = await locator.inputValue().catch(() => '');
    if (seen === expected) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`expected ${locator} to hold ${JSON.stringify(expected)}, saw ${JSON.stringify(seen)}`);
}

/**
 * Test instrumentation: counts the picture cropper's finished crops (canvas.toBlob) in every page
 * of `context`, so a test waits for the cropped picture (`waitForCrop`) instead of sleeping.
 */
export async function countCrops(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __artCrops: number };
    w.__artCrops = 0;
    const original = HTMLCanvasElement.prototype.toBlob;
    HTMLCanvasElement.prototype.toBlob = function (callback, ...rest) {
      return original.call(
        this,
        (blob) => {
          w.__artCrops += 1;
          callback(blob);
        },
        ...rest,
      );
    };
  });
}

/** Waits for the cropper's first finished crop in a page of a context given to `countCrops`. */
export async function waitForCrop(page: Page, timeoutMs = ACTION_TIMEOUT_MS): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __artCrops: number }).__artCrops > 0, null, {
    timeout: timeoutMs,
  });
}

/** The gateway serves the built frontends: say so plainly when they were never built. */
export function assertFrontendsBuilt(): void {
  const root = repoRoot();
  const needed = ['frontends/shell/dist/index.html', 'frontends/identity/dist/mf-manifest.json'];
  const missing = needed.filter((file) => !existsSync(path.join(root, file)));
  if (missing.length) {
    throw new Error(
      `${missing.join(', ')} missing: build the frontends first (npx turbo run build --filter='./frontends/*')`,
    );
  }
}

/**
 * Starts the stack and Chromium side by side. If either fails, the other is closed before the
 * error is thrown, so a failed start never leaves a browser keeping the test process alive.
 */
export async function startStackAndBrowser(start: () => Promise<Stack>): Promise<{ stack: Stack; browser: Browser }> {
  assertFrontendsBuilt();
  const [stack, browser] = await Promise.allSettled([start(), launchBrowser()]);
  if (stack.status === 'fulfilled' && browser.status === 'fulfilled')
    return { stack: stack.value, browser: browser.value };
  if (browser.status === 'fulfilled') await browser.value.close().catch(() => undefined);
  if (stack.status === 'fulfilled') await stack.value.stop().catch(() => undefined);
  throw stack.status === 'rejected' ? stack.reason : (browser as PromiseRejectedResult).reason;
}

/** What a browser suite's tests reach: its stack, its Chromium and pages that close with the suite. */
export interface BrowserSuite {
  stack(): Stack;
  /** A fresh context (own cookies) and page on the suite's gateway; closed in the suite's `after`. */
  freshPage(options?: PageOptions): Promise<Page>;
  /** The same, with its context (for init scripts and cookies). */
  freshContext(options?: PageOptions): Promise<{ context: BrowserContext; page: Page }>;
}

/**
 * One stack and one Chromium for a test file, started in a `before` and closed (pages, browser,
 * stack) in an `after` it registers: every suite starts and stops the same way, so none leaks a
 * browser. `started` runs in that same `before` once both are up (node 20 starts the top-level
 * `before` hooks of a file together, so a second hook could not count on the stack yet).
 */
export function browserSuite(
  name: string,
  stackOptions: StackOptions = {},
  started?: () => Promise<void>,
): BrowserSuite {
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  before(async () => {
    ({ stack, browser } = await startStackAndBrowser(() => startStack(name, stackOptions)));
    await started?.();
  });
  // Whatever a test did, the site's CSP refused none of it (support/csp-violations.ts).
  afterEach(() => assertNoCspViolations(contexts));
  after(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await stack?.stop();
  });
  const up = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the ${what} of browser suite ${name} has not started`);
    return value;
  };
  const freshContext = async (options: PageOptions = {}) => {
    const opened = await openPage(up(browser, 'browser'), up(stack, 'stack'), options);
    contexts.push(opened.context);
    return opened;
  };
  return {
    stack: () => up(stack, 'stack'),
    freshContext,
    freshPage: async (options) => (await freshContext(options)).page,
  };
}
