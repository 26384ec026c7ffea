import { randomUUID } from 'node:crypto';
import { HOME_SLIDES_MAX, type OperatorSlide, SlideChanged, type SlideCreate, type SlideUpdate } from '@art/contracts';
import {
  type AppError,
  badRequest,
  type EventContext,
  type ImageVariant,
  notFound,
  type Storage,
  writeEvent,
} from '@art/kit';
import type { Kysely } from 'kysely';
import type { CatalogueTables } from '../../db/schema.js';
import { ownKeys, removeQuietly, storeCheckedImage } from '../exhibitions/media.js';
import { studioBySlug } from '../exhibitions/queries.js';
import { homeSlides, lockHomeSlides, type StoredSlide, saveHomeSlides } from './queries.js';
import { toOperatorSlide } from './views.js';

/** The prefix of every object this module stores: only those are ever removed by it. */
export const SLIDE_MEDIA_PREFIX = 'slides';
export const SLIDE_UNAVAILABLE = 'This slide is no longer on the home slider';

const SLIDE_VARIANTS: Record<string, ImageVariant> = {
  large: { width: 2000, fit: 'inside' },
  thumbnail: { width: 480, fit: 'inside' },
};

/** What a slide must say, in plain words with stable statuses. */
export const SLIDE_RULES = {
  titleRequired: ['title-required', 'Give the slide a title'],
  artistUnknown: ['artist-unknown', 'No studio has this address'],
  slidesFull: ['slides-full', `The home slider holds at most ${HOME_SLIDES_MAX} slides`],
} as const;

function refused(rule: keyof typeof SLIDE_RULES): AppError {
  const [status, message] = SLIDE_RULES[rule];
  return badRequest(message, status);
}

/** Slides written before the console get their id at the first change. */
function withIds(slides: StoredSlide[]): StoredSlide[] {
  return slides.map((slide) => (slide.id ? slide : { ...slide, id: randomUUID() }));
}

function moved<T>(list: T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(Math.min(to, copy.length), 0, item as T);
  return copy;
}

export interface SlideOperations {
  list(): Promise<OperatorSlide[]>;
  assertExists(id: string): Promise<void>;
  create(input: SlideCreate, context: EventContext): Promise<OperatorSlide>;
  update(id: string, input: SlideUpdate, context: EventContext): Promise<OperatorSlide>;
  remove(id: string, context: EventContext): Promise<OperatorSlide>;
  uploadImage(id: string, image: Buffer, context: EventContext): Promise<OperatorSlide>;
}

/**
 * What operators do to the home slider's slides. Each change locks the slider's row and runs in
 * one transaction with its catalogue.slide.changed event (before and after, the operator as
 * actor); the home page reads the same row, so it changes at once.
 */
export function slideOperations(deps: {
  db: Kysely<CatalogueTables>;
  storage: Storage;
  imageMaxBytes: number;
  log: { warn(obj: object, msg: string): void };
}): SlideOperations {
  const { db, storage, log } = deps;

  async function link(input: { artistName?: string; artistSlug?: string }, current?: StoredSlide['linkArtist']) {
    const next = { name: current?.name ?? '', slug: current?.slug ?? '' };
    if (input.artistName !== undefined) next.name = input.artistName.trim();
    if (input.artistSlug !== undefined) {
      const slug = input.artistSlug.trim().toLowerCase();
      if (slug === '') {
        next.slug = '';
      } else {
        const studio = await studioBySlug(db, slug);
        if (!studio) throw refused('artistUnknown');
        next.slug = studio.slug;
        if (next.name === '' || input.artistName === undefined || input.artistName.trim() === '')
          next.name = studio.name;
      }
    }
    return next;
  }

  /** Locks the slider, finds the slide, applies `change` and writes the event; returns the slides after and the slide. */
  async function changeSlide(
    id: string,
    context: EventContext,
    change: (slides: StoredSlide[], index: number) => { slides: StoredSlide[]; dropped?: string[] },
  ): Promise<OperatorSlide> {
    const { after, dropped } = await db.transaction().execute(async (trx) => {
      const slides = withIds(await lockHomeSlides(trx));
      const index = slides.findIndex((slide) => slide.id === id);
      if (index < 0) throw notFound(SLIDE_UNAVAILABLE);
      const before = toOperatorSlide(slides[index] as StoredSlide, index);
      const result = change(slides, index);
      await saveHomeSlides(trx, result.slides);
      const at = result.slides.findIndex((slide) => slide.id === id);
      const after = toOperatorSlide(result.slides[at] as StoredSlide, at);
      await writeEvent(trx, SlideChanged, { id, change: 'updated', before, after }, context);
      return { after, dropped: result.dropped ?? [] };
    });
    await removeQuietly(storage, ownKeys(storage, dropped, SLIDE_MEDIA_PREFIX), log);
    return after;
  }

  return {
    async list() {
      let slides = await homeSlides(db);
      if (slides.some((slide) => !slide.id)) {
        // Slides from before the console: give them their ids once, so the console can name them.
        slides = await db.transaction().execute(async (trx) => {
          const locked = await lockHomeSlides(trx);
          const named = withIds(locked);
          if (named.some((slide, index) => slide !== locked[index])) await saveHomeSlides(trx, named);
          return named;
        });
      }
      return slides.map(toOperatorSlide);
    },

    async assertExists(id) {
      if (!(await homeSlides(db)).some((slide) => slide.id === id)) throw notFound(SLIDE_UNAVAILABLE);
    },

    async create(input, context) {
      const title = input.title.trim();
      if (title === '') throw refused('titleRequired');
      const linkArtist = await link(input);
      return db.transaction().execute(async (trx) => {
        const slides = withIds(await lockHomeSlides(trx));
        if (slides.length >= HOME_SLIDES_MAX) throw refused('slidesFull');
        const slide: StoredSlide = {
          id: randomUUID(),
          imageMain: '',
          thumbnail: '',
          title,
          linkArtist,
          explicit: input.explicit ?? false,
        };
        const position = Math.min(input.position ?? slides.length, slides.length);
        const next = [...slides];
        next.splice(position, 0, slide);
        await saveHomeSlides(trx, next);
        const after = toOperatorSlide(slide, position);
        await writeEvent(
          trx,
          SlideChanged,
          { id: slide.id as string, change: 'created', before: null, after },
          context,
        );
        return after;
      });
    },

    async update(id, input, context) {
      let title: string | undefined;
      if (input.title !== undefined) {
        title = input.title.trim();
        if (title === '') throw refused('titleRequired');
      }
      const current = (await homeSlides(db)).find((slide) => slide.id === id);
      const linkArtist = await link(input, current?.linkArtist);
      return changeSlide(id, context, (slides, index) => {
        const slide = slides[index] as StoredSlide;
        const changed: StoredSlide = {
          ...slide,
          title: title ?? slide.title,
          linkArtist: input.artistName !== undefined || input.artistSlug !== undefined ? linkArtist : slide.linkArtist,
          explicit: input.explicit ?? slide.explicit ?? false,
        };
        const next = slides.map((item, at) => (at === index ? changed : item));
        return { slides: input.position === undefined ? next : moved(next, index, input.position) };
      });
    },

    async remove(id, context) {
      const before = await db.transaction().execute(async (trx) => {
        const slides = withIds(await lockHomeSlides(trx));
        const index = slides.findIndex((slide) => slide.id === id);
        if (index < 0) throw notFound(SLIDE_UNAVAILABLE);
        const removed = toOperatorSlide(slides[index] as StoredSlide, index);
        await saveHomeSlides(
          trx,
          slides.filter((slide) => slide.id !== id),
        );
        await writeEvent(trx, SlideChanged, { id, change: 'deleted', before: removed, after: null }, context);
        return removed;
      });
      await removeQuietly(storage, ownKeys(storage, [before.imageMain, before.thumbnail], SLIDE_MEDIA_PREFIX), log);
      return before;
    },

    async uploadImage(id, image, context) {
      const { urls, keys } = await storeCheckedImage(storage, image, {
        maxBytes: deps.imageMaxBytes,
        prefix: SLIDE_MEDIA_PREFIX,
        variants: SLIDE_VARIANTS,
      });
      try {
        return await changeSlide(id, context, (slides, index) => {
          const slide = slides[index] as StoredSlide;
          const changed = { ...slide, imageMain: urls.large as string, thumbnail: urls.thumbnail as string };
          return {
            slides: slides.map((item, at) => (at === index ? changed : item)),
            dropped: [slide.imageMain, slide.thumbnail],
          };
        });
      } catch (error) {
        await removeQuietly(storage, keys, log);
        throw error;
      }
    },
  };
}
