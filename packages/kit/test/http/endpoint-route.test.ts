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
