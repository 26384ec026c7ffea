import { ChatMessage, ErrorResponse } from '@art/contracts';
import { requireViewer, viewerOf } from '@art/kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { readPicture, storeChatPicture } from '../../lib/chat-pictures.js';
import { HISTORY_CAP } from '../../lib/chat-rules.js';

const signedIn = [{ jwt: [] }];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** The spec's "messages by room" and the chat picture upload. */
export async function messagesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/messages/:roomId',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['chat'],
        summary: `A conversation's messages, oldest first (the newest ${HISTORY_CAP})`,
        operationId: 'messagingMessagesByRoom',
        security: signedIn,
        params: Type.Object({ roomId: Type.String({ format: 'uuid', description: "The room's id" }) }),
        response: { 200: Type.Array(ChatMessage), ...errors },
      },
    },
    async (request) => app.chat.history(viewerOf(request).id, request.params.roomId),
  );

  app.post(
    '/message/picture',
    {
      preHandler: requireViewer,
      schema: {
        tags: ['chat'],
        summary: 'Upload a chat picture; send its address as an image message',
        operationId: 'messagingUploadPicture',
        security: signedIn,
        consumes: ['multipart/form-data'],
        description:
          'multipart/form-data with one file `picture`: a jpeg, png, webp or gif of at most 3,000,000 bytes (CHAT_PICTURE_MAX_BYTES); stored as a WebP of at most 1600 px. `message` holds its address.',
        response: {
          200: Type.Object({ status: Type.String(), message: Type.String({ description: "The picture's address" }) }),
          ...errors,
          413: ErrorResponse,
          415: ErrorResponse,
        },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { CHAT_PICTURE_MAX_BYTES: maxBytes, S3_BUCKET: bucket } = app.config;
      const picture = await readPicture(request, maxBytes);
      const url = await storeChatPicture(app.storage, bucket, viewer.id, picture, maxBytes);
      return { status: 'success', message: url };
    },
  );
}
