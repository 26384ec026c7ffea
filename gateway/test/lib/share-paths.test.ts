import assert from 'node:assert/strict';
import { test } from 'node:test';
import { canonicalPathOf, dataPathOf, sharePathOf } from '../../src/lib/share-paths.js';

test('the pages worth sharing, by the shell routes that show them', () => {
  assert.deepEqual(sharePathOf('/artwork/himalayan-dawn?utm_source=viber'), {
    kind: 'artwork',
    slug: 'himalayan-dawn',
  });
  assert.deepEqual(sharePathOf('/art/himalayan-dawn'), { kind: 'artwork', slug: 'himalayan-dawn' });
  assert.deepEqual(sharePathOf('/studios/sabina-shrestha/work'), { kind: 'studio', slug: 'sabina-shrestha' });
  assert.deepEqual(sharePathOf('/studios/sabina-shrestha/feed/'), { kind: 'studio', slug: 'sabina-shrestha' });
  assert.deepEqual(sharePathOf('/exhibition-colours-of-kathmandu'), {
    kind: 'exhibition',
    slug: 'colours-of-kathmandu',
  });
  assert.deepEqual(sharePathOf('/artwork/%E0%A4%B9%E0%A4%BF%E0%A4%AE'), { kind: 'artwork', slug: 'हिम' });
});

test('other pages, and slugs no page has, are not shared pages', () => {
  for (const url of [
    '/',
    '/artwork/himalayan-dawn/edit',
    '/studios',
    '/studios/x/likedArt',
    '/exhibitions',
    '/artwork/..',
    '/artwork/%2e%2e',
    '/artwork/.',
    '/artwork/%00',
    '/artwork/%E0%A4',
    `/artwork/${'a'.repeat(301)}`,
  ])
    assert.equal(sharePathOf(url), undefined, url);
});

test('one canonical address per page, and its data read by the public API', () => {
  assert.equal(canonicalPathOf({ kind: 'artwork', slug: 'a b/c' }), '/artwork/a%20b%2Fc');
  assert.equal(canonicalPathOf({ kind: 'studio', slug: 'sabina' }), '/studios/sabina');
  assert.equal(canonicalPathOf({ kind: 'exhibition', slug: 'e1' }), '/exhibition-e1');
  assert.deepEqual(dataPathOf({ kind: 'artwork', slug: 'a/b' }), { service: 'catalogue', path: '/api/product/a%2Fb' });
  assert.deepEqual(dataPathOf({ kind: 'studio', slug: 's' }), { service: 'identity', path: '/api/user/getbyslug/s' });
  assert.deepEqual(dataPathOf({ kind: 'exhibition', slug: 'e1' }), {
    service: 'catalogue',
    path: '/api/exhibitions/e1',
  });
});
