import type { ExhibitionFollowAnswer, ExhibitionView } from '@art/contracts';
import type { EventContext } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { followState, setExhibitionFollow } from './follows.js';
import { type ExhibitionOperations, exhibitionOperations } from './operator.js';
import { EXHIBITION_UNAVAILABLE, type ExhibitionPeriod, exhibitionByIdOrSlug, listExhibitions } from './queries.js';

export interface Exhibitions {
  /** The exhibitions of a period, without those whose studio is hidden from `viewerId` (null: a guest). */
  list(period: ExhibitionPeriod, viewerId?: string | null): Promise<ExhibitionView[]>;
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

/**
 * Exhibitions: by period, and one of them; following one; the operators' changes. An exhibition
 * linked to a studio is that studio's content for the audience, as its artworks are: a suspended
 * studio's exhibitions are gone for everybody but the studio, and a block hides them from the
 * other party (lists leave them out, the exhibition answers 404, as the artwork page does). One
 * without a linked studio belongs to nobody the audience knows and stays (docs/decisions/0058).
 * Nothing here is cached, so each answer is the viewer's own.
 */
export const exhibitionsPlugin = fp(
  async (app: FastifyInstance) => {
    const db = app.db;
    const audience = app.audience;
    app.decorate('exhibitions', {
      list: (period, viewerId = null) =>
        listExhibitions(db, period, audience.unblocked(viewerId, 'exhibitions.artist_id')),
      get: async (idOrSlug, viewerId = null) => {
        const { view, artistId } = await exhibitionByIdOrSlug(db, idOrSlug);
        if (artistId) {
          await audience.assert(viewerId, artistId, 'view-profile', { notFoundMessage: EXHIBITION_UNAVAILABLE });
        }
        return { ...view, ...(await followState(db, view._id, viewerId)) };
      },
      follow: (idOrSlug, viewerId, following, context) =>
        setExhibitionFollow(db, audience, idOrSlug, viewerId, following, context),
      operators: exhibitionOperations({
        db,
        storage: app.storage,
        bucket: app.config.S3_BUCKET,
        imageMaxBytes: app.config.ARTWORK_IMAGE_MAX_BYTES,
        log: app.log.child({ component: 'exhibitions' }),
      }),
    } satisfies Exhibitions);
  },
  { name: 'exhibitions', dependencies: ['database', 'storage', 'audience'] },
);
