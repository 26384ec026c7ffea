import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { defineEndpoints } from '@art/endpoint';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { endpointRoute, routeSchemaOf } from '../../src/http/endpoint-route.js';
import { createServer } from '../../src/http/server.js';
import {
  INTERNAL_TOKEN_HEADER,
  requestUserPlugin,
  USER_ID_HEADER,
  USER_ROLE_HEADER,
} from '../../src/security/request-user-plugin.js';
import { SECOND_FACTOR_REQUIRED, USER_SECOND_FACTOR_HEADER } from '../../src/security/second-factor.js';

const TOKEN = 'internal-token-of-the-endpoint-route-test';
const WhoAsks = Type.Object({ viewer: Type.Union([Type.String(), Type.Null()]) });

// Two guest pages of a frame shop: one shows the caller's own frames, one is the same for all.
const endpoints = defineEndpoints({
  framesForYou: {
    method: 'GET',
    path: '/api/frames/for-you',
    service: 'catalogue',
    access: 'guest',
    optionalToken: true,
    schema: { response: { 200: WhoAsks } },
  },
  framePrices: {
    method: 'GET',
    path: '/api/frames/prices',
    service: 'catalogue',
    access: 'guest',
    schema: { response: { 200: WhoAsks } },
  },
});

describe('endpointRoute: who a guest endpoint sees', () => {
  let app: FastifyInstance;
  const member = { [INTERNAL_TOKEN_HEADER]: TOKEN, [USER_ID_HEADER]: randomUUID(), [USER_ROLE_HEADER]: '21' };

  before(async () => {
    app = createServer({ name: 'test', logLevel: 'silent' });
    await app.register(requestUserPlugin, { internalToken: TOKEN });
    await app.register(
      async (api) => {
        for (const endpoint of [endpoints.framesForYou, endpoints.framePrices]) {
          endpointRoute(api, endpoint, { handler: async (request) => ({ viewer: request.viewer?.id ?? null }) });
        }
      },
      { prefix: '/api' },
    );
    await app.ready();
  });

  after(() => app.close());

  it('one declared optionalToken sees a signed-in caller, and documents the token as optional', async () => {
    const answer = await app.inject({ url: '/api/frames/for-you', headers: member });
    assert.deepEqual(answer.json(), { viewer: member[USER_ID_HEADER] });
    const guest = await app.inject({ url: '/api/frames/for-you' });
    assert.deepEqual(guest.json(), { viewer: null });
    assert.deepEqual(routeSchemaOf(endpoints.framesForYou).security, [{}, { jwt: [] }]);
  });

  it('one not declared optionalToken answers a signed-in caller as it answers a guest', async () => {
    const answer = await app.inject({ url: '/api/frames/prices', headers: member });
    assert.equal(answer.statusCode, 200);
    assert.deepEqual(answer.json(), { viewer: null }, 'the handler never saw who called');
    assert.deepEqual(routeSchemaOf(endpoints.framePrices).security, [], 'documented as open to everyone alike');
  });
});

describe("endpointRoute: an operator endpoint needs the operator's second factor", () => {
  let app: FastifyInstance;
  const operatorPages = defineEndpoints({
    refundsDue: {
      method: 'GET',
      path: '/api/operator/frames-due',
      service: 'commerce',
      access: 'operator',
      schema: { response: { 200: WhoAsks } },
    },
  });
  const as = (role: number, secondFactor?: string) => ({
    [INTERNAL_TOKEN_HEADER]: TOKEN,
    [USER_ID_HEADER]: randomUUID(),
    [USER_ROLE_HEADER]: String(role),
    ...(secondFactor === undefined ? {} : { [USER_SECOND_FACTOR_HEADER]: secondFactor }),
  });

  before(async () => {
    app = createServer({ name: 'test', logLevel: 'silent' });
    await app.register(requestUserPlugin, { internalToken: TOKEN });
    await app.register(
      async (api) => {
        endpointRoute(api, operatorPages.refundsDue, {
          handler: async (request) => ({ viewer: request.viewer?.id ?? null }),
        });
      },
      { prefix: '/api' },
    );
    await app.ready();
  });

  after(() => app.close());

  const call = (headers: Record<string, string>) => app.inject({ url: '/api/operator/frames-due', headers });

  it('an operator signed in with the second factor passes', async () => {
    const headers = as(1, '1');
    const answer = await call(headers);
    assert.equal(answer.statusCode, 200);
    assert.deepEqual(answer.json(), { viewer: headers[USER_ID_HEADER] });
  });

  it('an operator without it gets 403 second-factor-required', async () => {
    for (const headers of [as(1), as(10, '0'), as(5, 'true')]) {
      const answer = await call(headers);
      assert.equal(answer.statusCode, 403);
      assert.equal(answer.json().status, SECOND_FACTOR_REQUIRED);
    }
  });

  it('anyone else is refused as before, second factor or not: members and artists 403, guests 401', async () => {
    assert.equal((await call(as(21, '1'))).json().status, 'operator-only');
    assert.equal((await call(as(11, '1'))).statusCode, 403);
    assert.equal((await call({})).statusCode, 401);
  });

  it('the header counts only with the internal token', async () => {
    const { [INTERNAL_TOKEN_HEADER]: _, ...forged } = as(1, '1');
    assert.equal((await call(forged)).statusCode, 401);
  });
});
