import { socialEndpoints as endpoints } from '@art/contracts/endpoints';
import { badRequest, endpointRoute, eventContextOf, viewerOf } from '@art/kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { followRefusal } from './rules.js';

const { messages: onboarding } = endpoints.initiateFollows;

/** `follows[]`, `follows` and `follows[0]` all name the onboarding's choices. */
async function readFollowsForm(request: FastifyRequest): Promise<string[]> {
  if (!request.isMultipart()) {
    // JSON: an object whose `follows` is a list of ids (or one id). Anything else (an array or a
    // text for a body, objects for ids) was answered 200 as a Skip, and recorded.
    const body = request.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body)) throw badRequest(onboarding.notAList);
    const follows = (body as { follows?: unknown }).follows;
    const list = Array.isArray(follows) ? follows : follows === undefined || follows === '' ? [] : [follows];
    if (!list.every((id): id is string => typeof id === 'string')) throw badRequest(onboarding.notAList);
    return list.map((id) => id.trim()).filter(Boolean);
  }
  const ids: string[] = [];
  for await (const part of request.parts({ limits: { files: 0, fields: 500 } })) {
    if (part.type === 'file') throw badRequest(onboarding.noFiles);
    if (/^follows(\[\d*\])?$/.test(part.fieldname) && String(part.value ?? '').trim())
      ids.push(String(part.value).trim());
  }
  return ids;
}

/** Follows, follow requests, the onboarding and the followers and following lists. */
export async function followsRoutes(app: FastifyInstance) {
  endpointRoute(app, endpoints.followArtist, {
    handler: async (request) => {
      const status = await app.follows.follow(viewerOf(request).id, request.body.artist, eventContextOf(request));
      const { messages } = endpoints.followArtist;
      if (status === 'success') return { status, message: messages.following };
      if (status === 'requested') return { status, message: messages.requested };
      throw followRefusal(status);
    },
  });

  endpointRoute(app, endpoints.unfollowArtist, {
    handler: async (request) => {
      await app.follows.unfollow(viewerOf(request).id, request.body.artist, eventContextOf(request));
      return { status: 'success' };
    },
  });

  endpointRoute(app, endpoints.followState, {
    handler: async (request) => ({
      status: 'success',
      ...(await app.follows.state(viewerOf(request).id, request.body.artist)),
    }),
  });

  endpointRoute(app, endpoints.cancelFollowRequest, {
    handler: async (request) => {
      await app.follows.cancelRequest(viewerOf(request).id, request.body.artist, eventContextOf(request));
      return { status: 'success' };
    },
  });

  endpointRoute(app, endpoints.followRequests, {
    handler: async (request) => ({ status: 'success', message: await app.follows.requestsTo(viewerOf(request).id) }),
  });

  endpointRoute(app, endpoints.approveFollow, {
    handler: async (request) => {
      await app.follows.approve(viewerOf(request).id, request.body.notification, eventContextOf(request));
      return { status: 'success' };
    },
  });

  endpointRoute(app, endpoints.initiateFollows, {
    handler: async (request) => {
      const ids = await readFollowsForm(request);
      await app.follows.initiate(viewerOf(request).id, ids, eventContextOf(request));
      return { status: 'success' };
    },
  });

  endpointRoute(app, endpoints.followers, {
    handler: async (request) => {
      const viewerId = request.viewer?.id ?? null;
      const userId = request.query.userId ?? viewerOf(request).id;
      const page = await app.follows.followers(userId, viewerId, request.query);
      return { status: 'success', message: page.users, total: page.total };
    },
  });

  endpointRoute(app, endpoints.following, {
    handler: async (request) => {
      const viewerId = request.viewer?.id ?? null;
      const userId = request.query.userId ?? viewerOf(request).id;
      const page = await app.follows.following(userId, viewerId, request.query);
      return { status: 'success', message: page.users, total: page.total };
    },
  });

  endpointRoute(app, endpoints.removeFollower, {
    handler: async (request) => {
      await app.follows.removeFollower(viewerOf(request).id, request.params.id, eventContextOf(request));
      return { status: 'success' };
    },
  });
}
