// Screenshots of the landing pages from the running product (a seeded `npm start`), on a phone and a
// desktop, kept in docs/screenshots/ to compare our grids, artwork and studio pages with the
// marketplaces we take as the bar. Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
//
//   node load-tests/bench/screenshots.mjs [--url=http://127.0.0.1:8080]
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './frontend-budget.mjs';
import { LIGHTHOUSE_PAGES, pagesOf } from './lighthouse.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const OUT = path.join(ROOT, 'docs', 'screenshots');
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, deviceScaleFactor: 2, isMobile: true },
  { name: 'desktop', width: 1440, height: 900, deviceScaleFactor: 1, isMobile: false },
];

/** The file name of a page's shot: `/` → `home`, `/artwork/{artwork}` → `artwork`, `/gallery/all` → `gallery-all`. */
const shotName = (template) =>
  template === '/' ? 'home' : (/\{([a-z]+)\}$/.exec(template)?.[1] ?? template.replace(/^\//, '').replace(/\//g, '-'));

export async function takeScreenshots({ baseUrl, log = console.log }) {
  const pages = await pagesOf(baseUrl);
  await mkdir(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const written = [];
  try {
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({ viewport, ...viewport, locale: 'en-US' });
      const page = await context.newPage();
      for (const [index, url] of pages.entries()) {
        await page.goto(`${baseUrl}${url}`, { waitUntil: 'load', timeout: 60_000 });
        // The page's data and first pictures (a live socket keeps the network from ever being idle).
        await page.waitForTimeout(2500);
        const file = path.join(OUT, `${shotName(LIGHTHOUSE_PAGES[index])}-${viewport.name}.png`);
        await page.screenshot({ path: file, fullPage: false });
        written.push(path.relative(ROOT, file));
        log(`  ${url} (${viewport.name}) → ${path.relative(ROOT, file)}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return written;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const baseUrl =
    process.argv.find((arg) => arg.startsWith('--url='))?.slice(6) ??
    process.env.GATEWAY_URL ??
    'http://127.0.0.1:8080';
  takeScreenshots({ baseUrl }).then(
    (files) => console.log(`${files.length} screenshots in docs/screenshots/`),
    (error) => {
      console.error(error.stack ?? error.message);
      process.exit(1);
    },
  );
}
