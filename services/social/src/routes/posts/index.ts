import { ErrorResponse, PostView } from '@art/contracts';
import { eventContextOf, requireViewer, viewerOf } from '@art/kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { readPostForm } from '../../lib/post-form.js';

const signedIn = [{ jwt: [] }];
const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  413: ErrorResponse,
  415: ErrorResponse,
};
const PostId = Type.String({ minLength: 1, maxLength: 100, description: 'Post id' });
const PostAnswer = Type.Object({ status: Type.String(), message: Type.String(), post: PostView });

/** The multipart form both write routes read (checked in lib/post-form.ts, not by the schema). */
const postFormDoc = {
  consumes: ['multipart/form-data'],
  description:
    'multipart/form-data: `post` (text, required), and either `picture` (an image up to the configured limit) or `youtube_url` (a YouTube link), not both. Edit also takes `removePicture=true`.',
};

/** Writing posts: new, edit, delete (author only). */
export async function postsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/post/new',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['posts'],
        summary: 'Write a post (text, with an image or a YouTube link)',
        operationId: 'socialCreatePost',
        security: signedIn,
        ...postFormDoc,
        response: { 200: PostAnswer, ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const form = await readPostForm(request, app.config.POST_IMAGE_MAX_BYTES);
      const post = await app.posts.create(viewer.id, form, eventContextOf(request));
      return { status: 'success', message: 'Post created successfully', post };
    },
  );

  app.put(
    '/post/update/:id',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['posts'],
        summary: 'Edit one of your posts',
        operationId: 'socialUpdatePost',
        security: signedIn,
        ...postFormDoc,
        params: Type.Object({ id: PostId }),
        response: { 200: PostAnswer, ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const form = await readPostForm(request, app.config.POST_IMAGE_MAX_BYTES);
      const post = await app.posts.update(viewer.id, request.params.id, form);
      return { status: 'success', message: 'Post has been updated', post };
    },
  );

  app.delete(
    '/post/delete/:id',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['posts'],
        summary: 'Delete one of your posts',
        operationId: 'socialDeletePost',
        security: signedIn,
        params: Type.Object({ id: PostId }),
        response: { 200: Type.Object({ status: Type.String(), message: Type.String() }), ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      await app.posts.remove(viewer.id, request.params.id);
      return { status: 'success', message: 'Post has been deleted.' };
    },
  );

  app.post(
    '/post/like',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['posts'],
        summary: 'Like a post, or take the like back (toggle)',
        operationId: 'socialTogglePostLike',
        security: signedIn,
        body: Type.Object({ post: PostId }),
        response: {
          200: Type.Object({ status: Type.String(), liked: Type.Boolean(), likesCount: Type.Integer() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const outcome = await app.posts.toggleLike(viewer.id, request.body.post, eventContextOf(request));
      return { status: 'success', ...outcome };
    },
  );

  app.patch(
    '/post/hide/:postId',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['posts'],
        summary: 'Hide a post from your feeds, or show it again (toggle: Undo)',
        operationId: 'socialTogglePostHidden',
        security: signedIn,
        params: Type.Object({ postId: PostId }),
        response: {
          200: Type.Object({ status: Type.String(), message: Type.String(), hidden: Type.Boolean() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { hidden } = await app.posts.toggleHidden(viewer.id, request.params.postId);
      return { status: 'success', message: hidden ? 'The post has been hidden' : 'The post is shown again', hidden };
    },
  );
}
