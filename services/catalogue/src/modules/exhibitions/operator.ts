import {
  EXHIBITION_IMAGE_SLOTS,
  EXHIBITION_ITEMS_MAX,
  ExhibitionChanged,
  type ExhibitionCreate,
  type ExhibitionImageSlot,
  type ExhibitionUpdate,
  type OperatorExhibition,
} from '@art/contracts';
import { type EventContext, type ImageVariant, notFound, type Storage, writeEvent } from '@art/kit';
import type { Kysely } from 'kysely';
import type { CatalogueTables, ExhibitionItemRow } from '../../db/schema.js';
import { ownKeys, removeQuietly, storeCheckedAudio, storeCheckedImage } from './media.js';
import {
  deleteExhibitionRow,
  EXHIBITION_UNAVAILABLE,
  type ExhibitionChanges,
  exhibitionExists,
  insertExhibition,
  lockExhibition,
  operatorExhibitionRow,
  operatorExhibitionRows,
  slugInUse,
  studioBySlug,
  updateExhibitionRow,
} from './queries.js';
import { checkedWords, checkPeriod, refused, slugFromTitle } from './rules.js';
import { toExhibitionView, toOperatorExhibition } from './views.js';

/** The prefix of every object this module stores: only those are ever removed by it. */
export const EXHIBITION_MEDIA_PREFIX = 'exhibitions';

const WIDE: Record<string, ImageVariant> = { large: { width: 2000, fit: 'inside' } };
const SLOT_VARIANTS: Record<ExhibitionImageSlot, Record<string, ImageVariant>> = {
  banner: WIDE,
  background: WIDE,
  parallaxBackground: WIDE,
  listingThumb: { thumb: { width: 800, fit: 'inside' } },
  item: { large: { width: 2000, fit: 'inside' }, thumb: { width: 480, fit: 'inside' } },
};
const SLOT_COLUMNS = {
  banner: 'banner',
  listingThumb: 'listing_thumb',
  background: 'background',
  parallaxBackground: 'parallax_background',
} as const;

const ITEM_TITLE_MAX = 200;
const ITEM_DETAILS_MAX = 2000;

export function isImageSlot(slot: string): slot is ExhibitionImageSlot {
  return (EXHIBITION_IMAGE_SLOTS as readonly string[]).includes(slot);
}

type OperatorRow = NonNullable<Awaited<ReturnType<typeof operatorExhibitionRow>>>;

/** Every address of an exhibition's own media (pictures, items, audio). */
function mediaUrls(row: OperatorRow): string[] {
  return [
    row.banner,
    row.listing_thumb,
    row.background,
    row.parallax_background,
    row.media_url,
    ...(row.items ?? []).flatMap((item) => [item.thumb, item.imageMain]),
  ];
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === '23505';
}

export interface ExhibitionOperations {
  list(): Promise<OperatorExhibition[]>;
  exists(id: string): Promise<boolean>;
  create(input: ExhibitionCreate, context: EventContext): Promise<OperatorExhibition>;
  update(id: string, input: ExhibitionUpdate, context: EventContext): Promise<OperatorExhibition>;
  remove(id: string, context: EventContext): Promise<OperatorExhibition>;
  /** Checks the slot and item words; throws the rule's refusal before anything is stored. */
  checkImageForm(
    id: string,
    fields: Record<string, string>,
  ): Promise<{ slot: ExhibitionImageSlot; title: string; details: string }>;
  uploadImage(
    id: string,
    form: { slot: ExhibitionImageSlot; title: string; details: string },
    image: Buffer,
    context: EventContext,
  ): Promise<OperatorExhibition>;
  uploadAudio(id: string, audio: Buffer, context: EventContext): Promise<OperatorExhibition>;
}

/**
 * What operators do to exhibitions. Each change runs in one transaction with its
 * catalogue.exhibition.changed event (before and after, the operator as actor), so the audit log
 * hears of every one; files are stored before it and removed again if it fails, and the files a
 * change replaced are removed after the commit.
 */
export function exhibitionOperations(deps: {
  db: Kysely<CatalogueTables>;
  storage: Storage;
  bucket: string;
  imageMaxBytes: number;
  log: { warn(obj: object, msg: string): void };
}): ExhibitionOperations {
  const { db, storage, log } = deps;

  async function artistFields(input: { artistName?: string; artistSlug?: string }): Promise<ExhibitionChanges> {
    const changes: ExhibitionChanges = {};
    if (input.artistName !== undefined) changes.artist_name = input.artistName.trim();
    if (input.artistSlug !== undefined) {
      const slug = input.artistSlug.trim();
      if (slug === '') {
        changes.artist_id = null;
      } else {
        const studio = await studioBySlug(db, slug);
        if (!studio) throw refused('artistUnknown');
        changes.artist_id = studio.id;
        if (!changes.artist_name) changes.artist_name = studio.name;
      }
    }
    return changes;
  }

  async function freeSlug(trx: Kysely<CatalogueTables>, base: string): Promise<string> {
    for (let n = 1; n <= 50; n += 1) {
      const slug = n === 1 ? base : `${base}-${n}`;
      if (!(await slugInUse(trx, slug))) return slug;
    }
    return `${base}-${Date.now().toString(36)}`;
  }

  async function lockedRow(trx: Kysely<CatalogueTables>, id: string): Promise<OperatorRow> {
    if (!(await lockExhibition(trx, id))) throw notFound(EXHIBITION_UNAVAILABLE);
    return (await operatorExhibitionRow(trx, id)) as OperatorRow;
  }

  /** Applies `change` to the locked row and writes the event; returns the new state and the media it let go. */
  async function changeExhibition(
    id: string,
    context: EventContext,
    change: (
      trx: Kysely<CatalogueTables>,
      before: OperatorRow,
    ) => Promise<{ changes: ExhibitionChanges; dropped?: string[] }>,
  ): Promise<OperatorExhibition> {
    const { after, dropped } = await db
      .transaction()
      .execute(async (trx) => {
        const before = await lockedRow(trx, id);
        const { changes, dropped = [] } = await change(trx, before);
        await updateExhibitionRow(trx, id, changes);
        const after = (await operatorExhibitionRow(trx, id)) as OperatorRow;
        await writeEvent(
          trx,
          ExhibitionChanged,
          { id, change: 'updated', before: toExhibitionView(before), after: toExhibitionView(after) },
          context,
        );
        const kept = new Set(mediaUrls(after));
        return { after, dropped: dropped.filter((url) => !kept.has(url)) };
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw refused('slugTaken');
        throw error;
      });
    await removeQuietly(storage, ownKeys(storage, dropped, EXHIBITION_MEDIA_PREFIX), log);
    return toOperatorExhibition(after);
  }

  /** Runs a change that names newly stored files; if it fails, the files are removed again. */
  async function withStored<T>(keys: string[], run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      await removeQuietly(storage, keys, log);
      throw error;
    }
  }

  return {
    async list() {
      return (await operatorExhibitionRows(db)).map(toOperatorExhibition);
    },

    exists: (id) => exhibitionExists(db, id),

    async create(input, context) {
      const words = checkedWords(input);
      const period = checkPeriod(input.startsAt, input.endsAt);
      const artist = await artistFields(input);
      const title = words.title as string;
      const row = await db
        .transaction()
        .execute(async (trx) => {
          let slug = words.slug;
          if (slug && (await slugInUse(trx, slug))) throw refused('slugTaken');
          slug ??= await freeSlug(trx, slugFromTitle(title));
          const id = await insertExhibition(trx, {
            slug,
            title,
            subtitle: input.subtitle?.trim() ?? '',
            excerpt: input.excerpt?.trim() ?? '',
            artist_name: (artist.artist_name as string | undefined) ?? '',
            artist_id: (artist.artist_id as string | null | undefined) ?? null,
            starts_at: period.startsAt,
            ends_at: period.endsAt,
            explicit: input.explicit ?? false,
            background_color: words.backgroundColor ?? '',
            dark_listing: input.darkListing ?? false,
          });
          const after = (await operatorExhibitionRow(trx, id)) as OperatorRow;
          await writeEvent(
            trx,
            ExhibitionChanged,
            { id, change: 'created', before: null, after: toExhibitionView(after) },
            context,
          );
          return after;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw refused('slugTaken');
          throw error;
        });
      return toOperatorExhibition(row);
    },

    async update(id, input, context) {
      const words = checkedWords(input);
      const artist = await artistFields(input);
      return changeExhibition(id, context, async (trx, before) => {
        const changes: ExhibitionChanges = { ...artist };
        const dropped: string[] = [];
        if (words.title !== undefined) changes.title = words.title;
        if (words.slug !== undefined && words.slug !== before.slug) {
          if (await slugInUse(trx, words.slug, id)) throw refused('slugTaken');
          changes.slug = words.slug;
        }
        if (input.subtitle !== undefined) changes.subtitle = input.subtitle.trim();
        if (input.excerpt !== undefined) changes.excerpt = input.excerpt.trim();
        if (input.startsAt !== undefined || input.endsAt !== undefined) {
          const period = checkPeriod(
            input.startsAt ?? new Date(before.starts_at).toISOString(),
            input.endsAt ?? new Date(before.ends_at).toISOString(),
          );
          changes.starts_at = period.startsAt;
          changes.ends_at = period.endsAt;
        }
        if (input.explicit !== undefined) changes.explicit = input.explicit;
        if (words.backgroundColor !== undefined) changes.background_color = words.backgroundColor;
        if (input.darkListing !== undefined) changes.dark_listing = input.darkListing;
        if (input.items !== undefined) {
          const stored = new Map((before.items ?? []).map((item) => [item.imageMain, item]));
          const items: ExhibitionItemRow[] = input.items.map((edit, index) => {
            const item = stored.get(edit.imageMain);
            if (!item) throw refused('itemUnknown');
            return {
              ...item,
              title: edit.title.trim(),
              details: edit.details.trim(),
              order: index + 1,
              margins: edit.margins ?? item.margins,
            };
          });
          changes.items = JSON.stringify(items);
          dropped.push(...(before.items ?? []).flatMap((item) => [item.thumb, item.imageMain]));
        }
        if (input.removeAudio === true && before.media_url !== '') {
          changes.media_url = '';
          dropped.push(before.media_url);
        }
        return { changes, dropped };
      });
    },

    async remove(id, context) {
      const before = await db.transaction().execute(async (trx) => {
        const row = await lockedRow(trx, id);
        await deleteExhibitionRow(trx, id);
        await writeEvent(
          trx,
          ExhibitionChanged,
          { id, change: 'deleted', before: toExhibitionView(row), after: null },
          context,
        );
        return row;
      });
      await removeQuietly(storage, ownKeys(storage, mediaUrls(before), EXHIBITION_MEDIA_PREFIX), log);
      return toOperatorExhibition(before);
    },

    async checkImageForm(id, fields) {
      const slot = fields.slot?.trim() ?? '';
      if (!isImageSlot(slot)) throw refused('slotInvalid');
      const title = fields.title?.trim() ?? '';
      const details = fields.details?.trim() ?? '';
      if (title.length > ITEM_TITLE_MAX || details.length > ITEM_DETAILS_MAX) throw refused('itemWordsTooLong');
      if (slot === 'item') {
        const row = await operatorExhibitionRow(db, id);
        if (!row) throw notFound(EXHIBITION_UNAVAILABLE);
        if ((row.items ?? []).length >= EXHIBITION_ITEMS_MAX) throw refused('itemsFull');
      }
      return { slot, title, details };
    },

    async uploadImage(id, form, image, context) {
      const { urls, keys } = await storeCheckedImage(storage, image, {
        maxBytes: deps.imageMaxBytes,
        prefix: `${EXHIBITION_MEDIA_PREFIX}/${id}`,
        variants: SLOT_VARIANTS[form.slot],
      });
      return withStored(keys, () =>
        changeExhibition(id, context, async (_trx, before) => {
          if (form.slot === 'item') {
            const items = before.items ?? [];
            if (items.length >= EXHIBITION_ITEMS_MAX) throw refused('itemsFull');
            const order = items.reduce((max, item) => Math.max(max, item.order), 0) + 1;
            const item: ExhibitionItemRow = {
              title: form.title,
              details: form.details,
              thumb: urls.thumb as string,
              imageMain: urls.large as string,
              order,
              margins: { left: 0, right: 0 },
            };
            return { changes: { items: JSON.stringify([...items, item]) } };
          }
          const column = SLOT_COLUMNS[form.slot];
          const url = (urls.large ?? urls.thumb) as string;
          return { changes: { [column]: url }, dropped: [before[column]] };
        }),
      );
    },

    async uploadAudio(id, audio, context) {
      const { url, key } = await storeCheckedAudio(storage, deps.bucket, audio, `${EXHIBITION_MEDIA_PREFIX}/${id}`);
      return withStored([key], () =>
        changeExhibition(id, context, async (_trx, before) => ({
          changes: { media_url: url },
          dropped: [before.media_url],
        })),
      );
    },
  };
}
