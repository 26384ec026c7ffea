import type { ArtworkSnapshot } from '@art/contracts';
import type { EventContext } from '@art/kit';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { ArtworkRow } from '../db/schema.js';

/** What other areas keep of an artwork (commerce's products, social's links). */
export function artworkSnapshot(row: ArtworkRow, categoryIds: string[]): Static<typeof ArtworkSnapshot> {
  return {
    artworkId: row.id,
    slug: row.slug,
    name: row.name,
    authorId: row.author_id,
    kind: row.kind,
    price: Number(row.price),
    stock: row.stock,
    inStore: row.in_store,
    held: row.held,
    thumbnail: row.image?.files.thumbnail.url ?? '',
    categories: categoryIds,
    version: row.version,
  };
}

/** Who caused an artwork event and in which request, so the chain can be followed in the logs. */
export function artworkEventContext(request: FastifyRequest): EventContext {
  const viewer = request.viewer;
  return {
    actor: viewer ? { userId: viewer.id, role: viewer.role } : { userId: null, role: null },
    requestId: request.id,
  };
}

/** The category ids an artwork event carries, main first (as the edit form gives them). */
export const categoryIdsOf = (row: ArtworkRow) => row.categories.map((category) => category._id);
