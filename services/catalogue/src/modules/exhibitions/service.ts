import type { ExhibitionView } from '@art/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type ExhibitionOperations, exhibitionOperations } from './operator.js';
import { type ExhibitionPeriod, exhibitionByIdOrSlug, listExhibitions } from './queries.js';

export interface Exhibitions {
  list(period: ExhibitionPeriod): Promise<ExhibitionView[]>;
  get(idOrSlug: string): Promise<ExhibitionView>;
  /** What operators do: every exhibition, create, edit, delete, pictures and audio (operator.ts). */
  operators: ExhibitionOperations;
}

declare module 'fastify' {
  interface FastifyInstance {
    exhibitions: Exhibitions;
  }
}

/** Exhibitions: by period, and one of them; the operators' changes. */
export const exhibitionsPlugin = fp(
  async (app: FastifyInstance) => {
    const db = app.db;
    app.decorate('exhibitions', {
      list: (period) => listExhibitions(db, period),
      get: (idOrSlug) => exhibitionByIdOrSlug(db, idOrSlug),
      operators: exhibitionOperations({
        db,
        storage: app.storage,
        bucket: app.config.S3_BUCKET,
        imageMaxBytes: app.config.ARTWORK_IMAGE_MAX_BYTES,
        log: app.log.child({ component: 'exhibitions' }),
      }),
    } satisfies Exhibitions);
  },
  { name: 'exhibitions', dependencies: ['database', 'storage'] },
);
