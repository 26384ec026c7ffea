import { InquiryBody } from '@art/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { exhibitionErrors, InquiryAnswer } from '../../lib/exhibition-schemas.js';
import type { InquiryKind } from '../../lib/inquiry-records.js';
import { INQUIRY_RECEIVED } from '../../lib/inquiry-rules.js';

const tags = ['exhibitions'];

/** Guests send these too: the actor is the viewer when there is one. */
function inquiryContext(request: FastifyRequest) {
  const viewer = request.viewer;
  return {
    actor: viewer ? { userId: viewer.id, role: viewer.role } : { userId: null, role: null },
    requestId: request.id,
  };
}

const FORMS: { path: string; kind: InquiryKind; summary: string; operationId: string }[] = [
  {
    path: '/exhibition/message',
    kind: 'exhibition',
    summary: "Purchase inquiry from an exhibition's viewer (Send us a message)",
    operationId: 'catalogueExhibitionInquiry',
  },
  {
    path: '/sendemail',
    kind: 'artwork',
    summary: "Purchase inquiry about an artwork (the artwork page's Send Message)",
    operationId: 'catalogueArtworkInquiry',
  },
];

export async function inquiryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  for (const form of FORMS) {
    app.post(
      form.path,
      {
        schema: {
          tags,
          summary: form.summary,
          description: 'Full name, e-mail, phone and message are required, checked in that order.',
          operationId: form.operationId,
          security: [],
          body: InquiryBody,
          response: { 200: InquiryAnswer, ...exhibitionErrors },
        },
      },
      async (request) => {
        await app.exhibitions.inquire(form.kind, request.body, inquiryContext(request));
        return { status: 'success', message: INQUIRY_RECEIVED };
      },
    );
  }
}
