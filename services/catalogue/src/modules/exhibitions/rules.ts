import { randomBytes } from 'node:crypto';
import type { ExhibitionCreate, ExhibitionUpdate } from '@art/contracts';
import { AppError, badRequest } from '@art/kit';
import { isUuid } from '../artworks/rules.js';

/**
 * What an operator's exhibition must say, in plain words, each with a stable status the console
 * (and any other client) can tell apart without reading the words.
 */
export const EXHIBITION_RULES = {
  titleRequired: ['title-required', 'Give the exhibition a title'],
  datesInvalid: ['dates-invalid', 'The start and the end must be dates, such as 2026-12-01T10:00:00Z'],
  datesOutOfOrder: ['dates-out-of-order', 'The exhibition must end after it starts'],
  slugInvalid: [
    'slug-invalid',
    'The address may hold only lower-case letters, digits and single dashes, and must not look like an id',
  ],
  slugTaken: ['slug-taken', 'Another exhibition already has this address'],
  artistUnknown: ['artist-unknown', 'No studio has this address'],
  colourInvalid: ['colour-invalid', 'The background colour must be a hex colour such as #1a2b3c, or empty'],
  itemUnknown: ['item-unknown', 'A work of the walk names a picture this exhibition does not have'],
  itemsFull: ['items-full', 'The exhibition already holds as many works as it can'],
  itemWordsTooLong: ['item-words-too-long', "A work's title may be 200 characters long and its details 2000"],
  slotInvalid: [
    'slot-invalid',
    'Choose where the picture goes: banner, listingThumb, background, parallaxBackground or item',
  ],
} as const satisfies Record<string, readonly [string, string]>;

export type ExhibitionRule = keyof typeof EXHIBITION_RULES;

/** The 400 (409 for a taken address) of one rule. */
export function refused(rule: ExhibitionRule): AppError {
  const [status, message] = EXHIBITION_RULES[rule];
  return rule === 'slugTaken' ? new AppError(409, status, message) : badRequest(message, status);
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const COLOUR = /^(?:#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6})?$/;

/** An address made from a title: Latin letters and digits, dashes between; a random one for a title without any. */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug === '' ? `exhibition-${randomBytes(3).toString('hex')}` : slug;
}

export function checkSlug(slug: string): string {
  const trimmed = slug.trim();
  if (!SLUG.test(trimmed) || isUuid(trimmed)) throw refused('slugInvalid');
  return trimmed;
}

function instant(value: string): Date {
  const trimmed = value.trim();
  // A date with a time needs its zone, or the schedule would shift with the server's.
  if (!/^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2}))?$/.test(trimmed)) {
    throw refused('datesInvalid');
  }
  const date = new Date(trimmed);
  if (Number.isNaN(date.getTime())) throw refused('datesInvalid');
  return date;
}

/** The schedule, checked: both dates readable and the end after the start. */
export function checkPeriod(startsAt: string, endsAt: string): { startsAt: Date; endsAt: Date } {
  const start = instant(startsAt);
  const end = instant(endsAt);
  if (end.getTime() <= start.getTime()) throw refused('datesOutOfOrder');
  return { startsAt: start, endsAt: end };
}

export function checkTitle(title: string): string {
  const trimmed = title.trim();
  if (trimmed === '') throw refused('titleRequired');
  return trimmed;
}

export function checkColour(colour: string): string {
  const trimmed = colour.trim();
  if (!COLOUR.test(trimmed)) throw refused('colourInvalid');
  return trimmed;
}

/** The words of a create or an update, trimmed and checked (dates are checked against the stored ones by the caller). */
export function checkedWords(input: ExhibitionCreate | ExhibitionUpdate) {
  return {
    title: input.title === undefined ? undefined : checkTitle(input.title),
    slug: input.slug === undefined || input.slug.trim() === '' ? undefined : checkSlug(input.slug),
    backgroundColor: input.backgroundColor === undefined ? undefined : checkColour(input.backgroundColor),
  };
}
