import { ErrorResponse, FollowRequestView, SocialUserCard } from '@art/contracts';
import { badRequest, eventContextOf, requireViewer, viewerOf } from '@art/kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { FOLLOW_LIST_DEFAULT, FOLLOW_LIST_MAX, followRefusal } from '../../lib/follow-rules.js';

const signedIn = [{ jwt: [] }];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
const UserId = Type.String({ minLength: 1, maxLength: 100, description: "A user's id" });
const ArtistBody = Type.Object({ artist: UserId });
const Done = Type.Object({ status: Type.String(), message: Type.Optional(Type.String()) });
const FollowList = Type.Object({ status: Type.String(), message: Type.Array(SocialUserCard), total: Type.Integer() });
const ListQuery = Type.Object({
  userId: Type.Optional(UserId),
  limit: Type.Integer({ minimum: 1, maximum: FOLLOW_LIST_MAX, default: FOLLOW_LIST_DEFAULT }),
  skip: Type.Integer({ minimum: 0, default: 0 }),
});

export const FOLLOWS_NOT_A_LIST = 'follows must be a list of studio ids';

/** `follows[]`, `follows` and `follows[0]` all name the onboarding's choices. */
async function readFollowsForm(request: FastifyRequest): Promise<string[]> {
  if (!request.isMultipart()) {
    // JSON: an object whose `follows` is a list of ids (or one id). Anything else (an array or a
    // text for a body, objects for ids) was answered 200 as a Skip, and recorded.
    const body = request.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body)) throw badRequest(FOLLOWS_NOT_A_LIST);
    const follows = (body as { follows?: unknown }).follows;
    const list = Array.isArray(follows) ? follows : follows === undefined || follows === '' ? [] : [follows];
    if (!list.every((id): id is string => typeof id === 'string')) throw badRequest(FOLLOWS_NOT_A_LIST);
    return list.map((id) => id.trim()).filter(Boolean);
  }
  const ids: string[] = [];
  for await (const part of request.parts({ limits: { files: 0, fields: 500 } })) {
    if (part.type === 'file') throw badRequest('The form takes no files');
    if (/^follows(\[\d*\])?$/.test(part.fieldname) && String(part.value ?? '').trim())
      ids.push(String(part.value).trim());
  }
  return ids;
}

/** Follows, follow requests, the onboarding and the followers and following lists. */
export async function followsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/secure/followartist',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['follows'],
        summary: 'Follow a studio (a private one gets a follow request): success, requested, followed or not-found',
        operationId: 'socialFollowArtist',
        security: signedIn,
        body: ArtistBody,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      const status = await app.follows.follow(viewerOf(request).id, request.body.artist, eventContextOf(request));
      app.outbox.kick();
      if (status === 'success') return { status, message: 'Following' };
      if (status === 'requested') return { status, message: 'Follow request sent' };
      throw followRefusal(status);
    },
  );

  app.post(
    '/secure/unfollowartist',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['follows'],
        summary: 'Stop following a studio',
        operationId: 'socialUnfollowArtist',
        security: signedIn,
        body: ArtistBody,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      await app.follows.unfollow(viewerOf(request).id, request.body.artist, eventContextOf(request));
      return { status: 'success' };
    },
  );

  app.post(
    '/secure/followrequest/check',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['follows'],
        summary: 'The follow button state: following, or a pending follow request',
        operationId: 'socialFollowState',
        security: signedIn,
        body: ArtistBody,
        response: {
          200: Type.Object({ status: Type.String(), following: Type.Boolean(), requested: Type.Boolean() }),
          ...errors,
        },
      },
    },
    async (request) => ({ status: 'success', ...(await app.follows.state(viewerOf(request).id, request.body.artist)) }),
  );

  app.post(
    '/secure/followrequest/cancel',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['follows'],
        summary: 'Withdraw a follow request to a private studio',
        operationId: 'socialCancelFollowRequest',
        security: signedIn,
        body: ArtistBody,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      await app.follows.cancelRequest(viewerOf(request).id, request.body.artist, eventContextOf(request));
      return { status: 'success' };
    },
  );

  app.get(
    '/user/followrequests',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['follows'],
        summary: 'Follow requests waiting for your approval',
        operationId: 'socialFollowRequests',
        security: signedIn,
        response: { 200: Type.Object({ status: Type.String(), message: Type.Array(FollowRequestView) }), ...errors },
      },
    },
    async (request) => ({ status: 'success', message: await app.follows.requestsTo(viewerOf(request).id) }),
  );

  app.post(
    '/user/approvefollow',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['follows'],
        summary: 'Approve a follow request (`notification` is the request id the notification carries)',
        operationId: 'socialApproveFollow',
        security: signedIn,
        body: Type.Object({ notification: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      await app.follows.approve(viewerOf(request).id, request.body.notification, eventContextOf(request));
      return { status: 'success' };
    },
  );

  app.post(
    '/user/initiatefollows',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['follows'],
        summary: 'Finish the follow onboarding: follow the chosen studios (none means Skip)',
        operationId: 'socialInitiateFollows',
        security: signedIn,
        consumes: ['multipart/form-data', 'application/json'],
        description:
          'multipart/form-data with one `follows[]` field per studio id (or JSON `{follows: []}`); an empty list skips.',
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      const ids = await readFollowsForm(request);
      await app.follows.initiate(viewerOf(request).id, ids, eventContextOf(request));
      return { status: 'success' };
    },
  );

  app.get(
    '/user/follower',
    {
      schema: {
        tags: ['follows'],
        summary: "A user's followers, newest first (yours when userId is left out)",
        operationId: 'socialFollowers',
        security: [],
        querystring: ListQuery,
        response: { 200: FollowList, ...errors },
      },
    },
    async (request) => {
      const viewerId = request.viewer?.id ?? null;
      const userId = request.query.userId ?? viewerOf(request).id;
      const page = await app.follows.followers(userId, viewerId, request.query);
      return { status: 'success', message: page.users, total: page.total };
    },
  );

  app.get(
    '/user/following',
    {
      schema: {
        tags: ['follows'],
        summary: 'Whom a user follows, newest first (you when userId is left out)',
        operationId: 'socialFollowing',
        security: [],
        querystring: ListQuery,
        response: { 200: FollowList, ...errors },
      },
    },
    async (request) => {
      const viewerId = request.viewer?.id ?? null;
      const userId = request.query.userId ?? viewerOf(request).id;
      const page = await app.follows.following(userId, viewerId, request.query);
      return { status: 'success', message: page.users, total: page.total };
    },
  );

  app.post(
    '/user/removeFollower/:id',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['follows'],
        summary: 'Remove one of your followers',
        operationId: 'socialRemoveFollower',
        security: signedIn,
        params: Type.Object({ id: UserId }),
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      await app.follows.removeFollower(viewerOf(request).id, request.params.id, eventContextOf(request));
      return { status: 'success' };
    },
  );
}
