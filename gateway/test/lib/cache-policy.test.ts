import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cacheControlFor, IMMUTABLE, NO_CACHE } from '../../src/lib/cache-policy.js';

test('entry points and manifests revalidate; content-hashed files are immutable', () => {
  for (const file of [
    'index.html',
    'mf-manifest.json',
    'remoteEntry.js',
    'remotes.json',
    'version.json',
    'a/b/page.html',
    'logo.svg',
  ]) {
    assert.equal(cacheControlFor(`/dist/${file}`), NO_CACHE, file);
  }
  for (const file of [
    'static/js/main.1a2b3c4d.js',
    'static/css/app.0123abcd.css',
    'static/js/async/812.deadbeef12.js',
    'font-0a1b2c3d4e.woff2',
  ]) {
    assert.equal(cacheControlFor(`/dist/${file}`), IMMUTABLE, file);
  }
});

test('a precompressed copy is cached as its file is', () => {
  assert.equal(cacheControlFor('/dist/remoteEntry.js.br'), NO_CACHE);
  assert.equal(cacheControlFor('/dist/index.html.gz'), NO_CACHE);
  assert.equal(cacheControlFor('/dist/static/js/main.1a2b3c4d.js.br'), IMMUTABLE);
  assert.equal(cacheControlFor('/dist/static/js/main.1a2b3c4d.js.gz'), IMMUTABLE);
});
