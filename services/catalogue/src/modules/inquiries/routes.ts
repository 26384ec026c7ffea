import { catalogueEndpoints as endpoints } from '@art/contracts/endpoints';
import { endpointRoute, eventContextOf } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import { type InquiryKind, recordInquiry } from './queries.js';
import { checkInquiry } from './rules.js';

/**
 * Purchase inquiries, from an exhibition or an artwork page: checked (400 with the first problem),
 * then stored with the event notification mails from. Guests send these too: the actor is the
 * viewer when there is one. The audience decides who may write to the studio (recordInquiry).
 */
export async function inquiriesRoutes(app: FastifyInstance) {
  const forms = [
    [endpoints.exhibitionInquiry, 'exhibition'],
    [endpoints.artworkInquiry, 'artwork'],
  ] as const satisfies readonly (readonly [unknown, InquiryKind])[];
  for (const [endpoint, kind] of forms) {
    endpointRoute(app, endpoint, {
      handler: async (request) => {
        const inquiry = checkInquiry(request.body);
        const viewer = request.viewer?.id ?? null;
        await recordInquiry(app.db, app.audience, viewer, kind, inquiry, eventContextOf(request));
        return { status: 'success', message: endpoint.messages.received };
      },
    });
  }
}
