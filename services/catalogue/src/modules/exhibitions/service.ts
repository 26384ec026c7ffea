import type { ExhibitionFollowAnswer, ExhibitionView } from '@art/contracts';
import type { EventContext } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { followState, setExhibitionFollow } from './follows.js';
import { type ExhibitionOperations, exhibitionOperations } from './operator.js';
import { type ExhibitionPeriod, exhibitionByIdOrSlug, listExhibitions } from './queries.js';

export interface Exhibitions {
  list(period: ExhibitionPeriod): Promise<ExhibitionView[]>;
  /** One exhibition, with its followers count and whether `viewerId` (null: a guest) follows it. */
  get(idOrSlug: string, viewerId?: string | null): Promise<ExhibitionView>;
  /** The viewer follows it (true) or no longer does (false); idempotent. */
  follow(
    idOrSlug: string,
    viewerId: string,
    following: boolean,
    context: EventContext,
  ): Promise<ExhibitionFollowAnswer>;
  /** What operators do: every exhibition, create, edit, delete, pictures and audio (operator.ts). */
  operators: ExhibitionOperations;
}

declare module 'fastify' {
  interface FastifyInstance {
    exhibitions: Exhibitions;
  }
}

/** Exhibitions: by period, and one of them; following one; the operators' changes. */
export const exhibitionsPlugin = fp(
  async (app: FastifyInstance) => {
    const db = app.db;
    app.decorate('exhibitions', {
      list: (period) => listExhibitions(db, period),
      get: async (idOrSlug, viewerId = null) => {
        const exhibition = await exhibitionByIdOrSlug(db, idOrSlug);
        return { ...exhibition, ...(await followState(db, exhibition._id, viewerId)) };
      },
      follow: (idOrSlug, viewerId, following, context) =>
        setExhibitionFollow(db, idOrSlug, viewerId, following, context),
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
