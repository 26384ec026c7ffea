import assert from 'node:assert/strict';
import { test } from 'node:test';
import { moderationEndpoints } from '@art/contracts/endpoints';
import { moderationSuite } from './support/suite.js';
import { caller, registered } from './support/test-app.js';

const t = moderationSuite('health');

test('answers its health checks and creates its database with the append-only audit log', async () => {
  assert.equal((await t.app.inject({ method: 'GET', url: '/health' })).statusCode, 200);
  const trigger = await t.db
    .selectFrom('information_schema.triggers' as never)
    .select('trigger_name' as never)
    .where('event_object_table' as never, '=', 'operator_actions' as never)
    .execute();
  assert.ok(trigger.length >= 2);
});

test('its API document has every declaration', async () => {
  const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
  const operations = Object.values(document.paths as Record<string, Record<string, { operationId?: string }>>)
    .flatMap((methods) => Object.values(methods))
    .map((operation) => operation.operationId);
  for (const endpoint of Object.values(moderationEndpoints)) {
    assert.ok(operations.includes(endpoint.operationId), `${endpoint.operationId} is served`);
  }
});

test('every console route: 401 for a guest, 403 for members and artists, 403 for an operator without the second factor', async () => {
  const call = caller(t.app);
  const member = await registered(t, { name: 'Sita Member', role: 21 });
  const artist = await registered(t, { name: 'Hari Artist', role: 11 });
  const operator = await registered(t, { name: 'Op One', role: 1 });
  const uuid = '00000000-0000-4000-8000-000000000000';
  for (const endpoint of Object.values(moderationEndpoints)) {
    const url = endpoint.path.replace(/:(\w+)/g, () => uuid);
    const payload = endpoint.method === 'POST' ? { reason: 'because' } : undefined;
    const guest = await call(null, endpoint.method as 'GET' | 'POST', url, payload);
    assert.equal(guest.statusCode, 401, `${endpoint.method} ${url} as a guest`);
    for (const who of [member, artist]) {
      const refused = await call(who, endpoint.method as 'GET' | 'POST', url, payload);
      assert.equal(refused.statusCode, 403, `${endpoint.method} ${url} as role ${who.role}`);
      assert.equal(refused.json().status, 'operator-only');
      assert.equal(refused.json().message, 'Only the marketplace’s operators can use the moderation console');
    }
    const noFactor = await t.app.inject({
      method: endpoint.method as 'GET' | 'POST',
      url,
      payload,
      headers: {
        'x-user-id': operator.id,
        'x-user-role': '1',
        'x-internal-token': t.config.INTERNAL_TOKEN,
      },
    });
    assert.equal(noFactor.statusCode, 403, `${endpoint.method} ${url} without the second factor`);
    assert.equal(noFactor.json().status, 'second-factor-required');
  }
});
