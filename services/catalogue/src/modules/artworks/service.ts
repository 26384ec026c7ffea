import { ArtworkCreated, ArtworkDeleted, type ArtworkImage, ArtworkUpdated, type ArtworkView } from '@art/contracts';
import { badRequest, type EventContext, forbidden, notFound, type RequestUser, writeEvent } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ArtworkRow } from '../../db/schema.js';
import { categoriesById } from '../categories/queries.js';
import { artworkImageKeys, type RenderedArtworkImage, renderArtworkImages, storeArtworkImages } from './images.js';
import {
  artworkPageRow,
  countArtworkView,
  deleteArtwork,
  formColumns,
  insertArtwork,
  liveArtwork,
  recountWorks,
  replaceArtworkCategories,
  uniqueArtworkSlug,
  updateArtwork,
} from './queries.js';
import {
  ARTWORK_UNAVAILABLE,
  type ArtworkFormInput,
  type ArtworkInput,
  artworkSlugBase,
  isUuid,
  NOT_YOUR_ARTWORK,
  validateArtworkForm,
} from './rules.js';
import { artworkCategories, artworkSnapshot, artworkViewFromRow } from './views.js';

export interface Artworks {
  /** Upload Art: the whole form is checked before any image is stored; answers the new slug. */
  create(author: RequestUser, kind: 'artist' | 'user', form: ArtworkFormInput, context: EventContext): Promise<string>;
  /** The live artwork `id` if `editor` owns it: 404 when missing or deleted, 403 when not theirs. */
  ownedBy(editor: RequestUser, id: string): Promise<ArtworkRow>;
  /** Edit Art: kept old images plus new ones; removed images leave the bucket after the commit. */
  update(editor: RequestUser, id: string, form: ArtworkFormInput, context: EventContext): Promise<string>;
  /** Delete Art: a soft delete; its images leave the bucket after the commit. */
  remove(editor: RequestUser, id: string, context: EventContext): Promise<void>;
  /**
   * The artwork page: by slug (or id), with `liked` for a viewer; null when missing, deleted or
   * hidden from the viewer by a block (either way: it is not there for them).
   */
  view(slug: string, viewerId: string | null): Promise<ArtworkView | null>;
  /** One more view of the artwork page; null when the artwork is missing or hidden from the viewer. */
  countView(slug: string, viewerId: string | null): Promise<number | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    artworks: Artworks;
  }
}

/** The artwork's images as one list, main first, each once. */
function allImages(row: Pick<ArtworkRow, 'image' | 'images'>): ArtworkImage[] {
  const list = [...(row.image ? [row.image] : []), ...(row.images ?? [])];
  return list.filter((image, index) => list.findIndex((other) => other._id === image._id) === index);
}

export const artworksPlugin = fp(
  async (app: FastifyInstance) => {
    const db = app.db;
    const { ARTWORK_IMAGE_LIMIT: imageLimit, ARTWORK_IMAGE_MAX_BYTES: maxBytes, S3_BUCKET: bucket } = app.config;

    /** Applies the rules; throws the first problem as a 400. */
    async function checkedInput(form: ArtworkFormInput, imageCount: number) {
      const categories = await categoriesById(db);
      const result = validateArtworkForm(form, {
        imageCount,
        imageLimit,
        categoryExists: (id) => categories.has(id),
      });
      if ('problem' in result) throw badRequest(result.problem);
      return { input: result.input, categories: artworkCategories(result.input.categoryIds, categories) };
    }

    /** Renders (all checks first) and stores the new files; nothing is stored when any fails. */
    async function storeNewImages(authorId: string, name: string, files: ArtworkFormInput['images']) {
      const rendered = await renderArtworkImages(
        files.map((file) => file.buffer),
        maxBytes,
      );
      const base = artworkSlugBase(name);
      return storeArtworkImages(
        app.storage,
        bucket,
        `artworks/${authorId}`,
        rendered,
        (image: RenderedArtworkImage) => `${base}-${image.id.slice(0, 8)}`,
      );
    }

    /** Cached listings go stale after every artwork write; replaced images leave the bucket. */
    async function afterWrite(staleImages: ArtworkImage[] = []) {
      await app.catalogueCache?.invalidateArtworks();
      const keys = staleImages.flatMap(artworkImageKeys);
      // Awaited so the answer means the objects are gone; a failure only leaves orphans behind.
      if (keys.length > 0) {
        await app.storage
          .removeObjects(keys)
          .catch((err) => app.log.warn({ err, keys }, 'old artwork images were not removed'));
      }
    }

    async function ownedBy(editor: RequestUser, id: string): Promise<ArtworkRow> {
      if (!isUuid(id)) throw notFound(ARTWORK_UNAVAILABLE);
      const row = await liveArtwork(db, id);
      if (!row) throw notFound(ARTWORK_UNAVAILABLE);
      if (row.author_id !== editor.id) throw forbidden(NOT_YOUR_ARTWORK);
      return row;
    }

    const artworks: Artworks = {
      ownedBy,

      async create(author, kind, form, context) {
        const files = [...(form.image ? [form.image] : []), ...form.images];
        const { input, categories } = await checkedInput(form, files.length);
        const stored = await storeNewImages(author.id, input.name, files);
        try {
          const slug = await db.transaction().execute(async (trx) => {
            const slug = await uniqueArtworkSlug(trx, input.name);
            const columns = await formColumns(trx, input, { authorId: author.id, kind, categories, held: 0 });
            const row = await insertArtwork(trx, { ...columns, slug, author_id: author.id, kind, images: stored });
            await replaceArtworkCategories(trx, row.id, categories);
            await writeEvent(trx, ArtworkCreated, artworkSnapshot(row, input.categoryIds), context);
            await recountWorks(trx, author.id, context);
            return row.slug;
          });
          await afterWrite();
          return slug;
        } catch (error) {
          await app.storage.removeObjects(stored.flatMap(artworkImageKeys)).catch(() => undefined);
          throw error;
        }
      },

      async update(editor, id, form, context) {
        const current = await ownedBy(editor, id);
        const currentImages = allImages(current);
        const keptIds = [...new Set(form.oldImages.map((value) => value.trim()).filter((value) => value !== ''))];
        const newFiles = [...(form.image ? [form.image] : []), ...form.images];
        const { input, categories } = await checkedInput(form, keptIds.length + newFiles.length);
        if (keptIds.some((keptId) => !currentImages.some((image) => image._id === keptId))) {
          throw badRequest('An image to keep does not belong to this artwork');
        }
        const stored = await storeNewImages(editor.id, input.name, newFiles);
        let removed: ArtworkImage[] = [];
        try {
          const slug = await db.transaction().execute(async (trx) => {
            // Locked and read again: a concurrent edit may have changed the images meanwhile.
            const locked = await liveArtwork(trx, id, { forUpdate: true });
            if (!locked) throw notFound(ARTWORK_UNAVAILABLE);
            const lockedImages = allImages(locked);
            const kept = keptIds.flatMap((keptId) => lockedImages.filter((image) => image._id === keptId));
            // A new `image` file becomes the main picture; otherwise the first kept one stays main.
            const ordered = form.image ? [stored[0], ...kept, ...stored.slice(1)] : [...kept, ...stored];
            const images = ordered.filter((image): image is ArtworkImage => Boolean(image));
            if (images.length === 0) throw badRequest('You have to upload at least one image');
            removed = lockedImages.filter((image) => !images.some((other) => other._id === image._id));
            const columns = await formColumns(trx, input as ArtworkInput, {
              authorId: locked.author_id,
              kind: locked.kind,
              categories,
              held: locked.held,
            });
            const row = await updateArtwork(trx, id, { ...columns, images, version: locked.version + 1 });
            await replaceArtworkCategories(trx, row.id, categories);
            await writeEvent(trx, ArtworkUpdated, artworkSnapshot(row, input.categoryIds), context);
            return row.slug;
          });
          await afterWrite(removed);
          return slug;
        } catch (error) {
          await app.storage.removeObjects(stored.flatMap(artworkImageKeys)).catch(() => undefined);
          throw error;
        }
      },

      async remove(editor, id, context) {
        await ownedBy(editor, id);
        const images = await db.transaction().execute(async (trx) => {
          const row = await deleteArtwork(trx, id);
          // Deleted meanwhile by a concurrent request: that one wrote the events.
          if (!row) throw notFound(ARTWORK_UNAVAILABLE);
          await writeEvent(trx, ArtworkDeleted, { artworkId: row.id, authorId: row.author_id }, context);
          await recountWorks(trx, row.author_id, context);
          return allImages(row);
        });
        await afterWrite(images);
      },

      async view(slug, viewerId) {
        const row = await artworkPageRow(db, slug, viewerId, isUuid(slug));
        if (!row) return null;
        // Hidden by an operator: there for its author only.
        if (row.hidden_at && row.author_id !== viewerId) return null;
        const verdict = await app.audience.verdict(viewerId, row.author_id, 'view-profile');
        return verdict === 'allowed' ? artworkViewFromRow(row) : null;
      },

      async countView(slug, viewerId) {
        return countArtworkView(db, slug, app.audience.unblocked(viewerId, 'artworks.author_id'));
      },
    };
    app.decorate('artworks', artworks);
  },
  { name: 'artworks', dependencies: ['storage', 'outbox', 'cache', 'audience'] },
);
