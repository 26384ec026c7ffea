import { socialEndpoints as endpoints } from '@art/contracts/endpoints';
import { assertNoNulCharacter, badRequest, endpointRoute, eventContextOf, tooLarge, viewerOf } from '@art/kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { imageTooLargeMessage, type PostForm, postFormOf } from './rules.js';

/**
 * Reads the whole post form into memory within limits, then applies its rules (rules.ts). Nothing
 * is stored here, so a refused form leaves no trace.
 */
async function readPostForm(request: FastifyRequest, maxImageBytes: number): Promise<PostForm> {
  if (!request.isMultipart()) throw badRequest('The form must be sent as multipart/form-data');
  const fields = new Map<string, string>();
  let picture: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxImageBytes + 1, files: 1, fields: 20 } })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname !== 'picture') throw badRequest(`Unexpected file in field ${part.fieldname}`);
        if (buffer.length > maxImageBytes) throw tooLarge(imageTooLargeMessage(maxImageBytes));
        if (buffer.length > 0) picture = buffer;
      } else {
        const value = String(part.value ?? '');
        assertNoNulCharacter(value);
        fields.set(part.fieldname, value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(imageTooLargeMessage(maxImageBytes));
    if (code === 'FST_FILES_LIMIT') throw badRequest('Only one image can be attached');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('The form has too many fields');
    throw error;
  }
  return postFormOf(fields, picture);
}

/** Writing posts: new, edit, delete (author only), and the viewer's like and hide toggles. */
export async function postsRoutes(app: FastifyInstance) {
  endpointRoute(app, endpoints.createPost, {
    handler: async (request) => {
      const viewer = viewerOf(request);
      const form = await readPostForm(request, app.config.POST_IMAGE_MAX_BYTES);
      const post = await app.posts.create(viewer.id, form, eventContextOf(request));
      return { status: 'success', message: endpoints.createPost.messages.created, post };
    },
  });

  endpointRoute(app, endpoints.updatePost, {
    handler: async (request) => {
      const viewer = viewerOf(request);
      const form = await readPostForm(request, app.config.POST_IMAGE_MAX_BYTES);
      const post = await app.posts.update(viewer.id, request.params.id, form);
      return { status: 'success', message: endpoints.updatePost.messages.updated, post };
    },
  });

  endpointRoute(app, endpoints.deletePost, {
    handler: async (request) => {
      await app.posts.remove(viewerOf(request).id, request.params.id, eventContextOf(request));
      return { status: 'success', message: endpoints.deletePost.messages.deleted };
    },
  });

  endpointRoute(app, endpoints.togglePostLike, {
    handler: async (request) => {
      const outcome = await app.posts.toggleLike(viewerOf(request).id, request.body.post, eventContextOf(request));
      return { status: 'success', ...outcome };
    },
  });

  endpointRoute(app, endpoints.togglePostHidden, {
    handler: async (request) => {
      const { hidden } = await app.posts.toggleHidden(viewerOf(request).id, request.params.postId);
      const { messages } = endpoints.togglePostHidden;
      return { status: 'success', message: hidden ? messages.hidden : messages.shown, hidden };
    },
  });
}
