import type { ExhibitionView } from '@art/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type ExhibitionPeriod, exhibitionByIdOrSlug, listExhibitions } from './queries.js';

export interface Exhibitions {
  list(period: ExhibitionPeriod): Promise<ExhibitionView[]>;
  get(idOrSlug: string): Promise<ExhibitionView>;
}

declare module 'fastify' {
  interface FastifyInstance {
    exhibitions: Exhibitions;
  }
}

/** Exhibitions: by period, and one of them. */
export const exhibitionsPlugin = fp(
  async (app: FastifyInstance) => {
    const db = app.db;
    app.decorate('exhibitions', {
      list: (period) => listExhibitions(db, period),
      get: (idOrSlug) => exhibitionByIdOrSlug(db, idOrSlug),
    } satisfies Exhibitions);
  },
  { name: 'exhibitions', dependencies: ['database'] },
);
