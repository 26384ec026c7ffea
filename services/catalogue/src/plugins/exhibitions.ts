import type { ExhibitionView, InquiryBody } from '@art/contracts';
import type { EventContext } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { catalogueDb } from '../lib/database.js';
import { type ExhibitionPeriod, exhibitionByIdOrSlug, listExhibitions } from '../lib/exhibition-queries.js';
import { type InquiryKind, recordInquiry } from '../lib/inquiry-records.js';
import { checkInquiry } from '../lib/inquiry-rules.js';

export interface Exhibitions {
  list(period: ExhibitionPeriod): Promise<ExhibitionView[]>;
  get(idOrSlug: string): Promise<ExhibitionView>;
  /** Checks and stores a purchase inquiry (400 with the first problem); resolves to its id. */
  inquire(kind: InquiryKind, body: Partial<InquiryBody>, context: EventContext): Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    exhibitions: Exhibitions;
  }
}

/** Exhibitions and the purchase inquiries sent from them and from artwork pages. */
export const exhibitionsPlugin = fp(
  async (app: FastifyInstance) => {
    const db = catalogueDb(app);
    app.decorate('exhibitions', {
      list: (period) => listExhibitions(db, period),
      get: (idOrSlug) => exhibitionByIdOrSlug(db, idOrSlug),
      async inquire(kind, body, context) {
        const id = await recordInquiry(db, kind, checkInquiry(body), context);
        app.outbox.kick();
        return id;
      },
    } satisfies Exhibitions);
  },
  { name: 'exhibitions', dependencies: ['database', 'outbox'] },
);
