import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConfigError } from '@art/kit';
import { resolveServiceUrls, serviceForPath } from '../src/route-table.js';

test('service URLs: defaults, then SERVICE_URLS, then <NAME>_URL', () => {
  const urls = resolveServiceUrls({
    SERVICE_URLS: '{"identity":"http://id.internal:9000/","catalogue":"http://cat:1"}',
    CATALOGUE_URL: 'http://catalogue.internal:4102',
  });
  assert.equal(urls.identity, 'http://id.internal:9000');
  assert.equal(urls.catalogue, 'http://catalogue.internal:4102');
  assert.equal(urls.notification, 'http://127.0.0.1:4106');
  assert.equal(urls.social, 'http://127.0.0.1:4103');
});

test('service URLs: bad JSON or an unknown service is a config error naming it', () => {
  assert.throws(() => resolveServiceUrls({ SERVICE_URLS: '{nope' }), ConfigError);
  assert.throws(() => resolveServiceUrls({ SERVICE_URLS: '{"billing":"http://x"}' }), /billing/);
  assert.throws(() => resolveServiceUrls({ SERVICE_URLS: '{"identity":"ftp://x"}' }), /identity/);
});

test('the owner of a path is found by whole prefix segments', () => {
  assert.equal(serviceForPath('/api/auth/login'), 'identity');
  assert.equal(serviceForPath('/api/users/become-artist'), 'identity');
  assert.equal(serviceForPath('/api/user'), 'identity');
  assert.equal(serviceForPath('/api/userx'), undefined);
  assert.equal(serviceForPath('/api/categories'), undefined);
});
