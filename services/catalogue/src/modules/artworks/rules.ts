import { availabilityOf } from '@art/contracts';
import { slugBase } from '@art/kit';

export const ARTWORK_UNAVAILABLE = 'Sorry, the art is unavailable!';
export const NOT_YOUR_ARTWORK = 'You can only change your own artworks';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export interface ArtworkUpload {
  field: 'image' | 'images';
  filename: string;
  buffer: Buffer;
}

/** The Upload/Edit Art form as sent, before any rule is applied. */
export interface ArtworkFormInput {
  name?: string;
  description?: string;
  categories: string[];
  tags: string[];
  price?: string;
  stock?: string;
  attributes: { width?: string; height?: string; breadth?: string; weight?: string };
  /** Edit only: ids of the stored images the artwork keeps, in order. */
  oldImages: string[];
  /** The new main picture, when one was sent. */
  image: ArtworkUpload | null;
  /** New extra pictures. */
  images: ArtworkUpload[];
}

/** The limits of the Upload/Edit Art form (prices in whole NPR, dimensions in inches, weight in kg). */
export const ARTWORK_LIMITS = {
  price: 10_000_000,
  stock: 50,
  height: 240,
  width: 240,
  breadth: 120,
  weight: 240,
  tags: 10,
  nameLength: 200,
  descriptionLength: 5000,
  tagLength: 40,
} as const;

export interface ArtworkAttributes {
  width: number | null;
  height: number | null;
  breadth: number | null;
  weight: number | null;
}

/** The form after every rule passed: what gets stored. */
export interface ArtworkInput {
  name: string;
  description: string;
  /** Category ids without repeats; the first is the main category. */
  categoryIds: string[];
  tags: string[];
  /** Whole NPR; 0 means Not For Sale. */
  price: number;
  stock: number;
  attributes: ArtworkAttributes;
}

export type ArtworkValidation = { input: ArtworkInput } | { problem: string };

const WHOLE_NUMBER = /^\d+$/;
const DECIMAL = /^\d+(\.\d+)?$/;

/** A required whole number at most `max`: the first problem with it, or its value. */
function wholeNumber(
  raw: string | undefined,
  max: number,
  messages: { missing: string; invalid: string; tooLarge: string },
): { value: number } | { problem: string } {
  const text = raw?.trim() ?? '';
  if (text === '') return { problem: messages.missing };
  if (!WHOLE_NUMBER.test(text)) return { problem: messages.invalid };
  const value = Number(text);
  if (value > max) return { problem: messages.tooLarge };
  return { value };
}

/** An optional dimension (inches, kg): empty means not given. */
/** The spec's words: weight is checked at 240 like height, but its message names 100 kg. */
function tooLargeMessage(name: keyof ArtworkAttributes): string {
  return name === 'weight'
    ? 'Please enter weight less than or equals 100kg'
    : `Please enter ${name} less than or equals ${ARTWORK_LIMITS[name]}`;
}

function dimension(
  raw: string | undefined,
  name: keyof ArtworkAttributes,
): { value: number | null } | { problem: string } {
  const text = raw?.trim() ?? '';
  if (text === '' || text === 'null' || text === 'undefined') return { value: null };
  if (!DECIMAL.test(text)) return { problem: `Please enter ${name} as a number, 0 or more` };
  const value = Number(text);
  if (value > ARTWORK_LIMITS[name]) return { problem: tooLargeMessage(name) };
  return { value };
}

/**
 * Applies the Upload/Edit Art rules in the order the form shows its fields and answers the first
 * that fails, with the message the form shows: images, name, category, price, stock, dimensions, tags. `imageCount` counts
 * the images the artwork would have (kept old ones plus new files).
 */
export function validateArtworkForm(
  form: Omit<ArtworkFormInput, 'image' | 'images'>,
  context: { imageCount: number; imageLimit: number; categoryExists: (id: string) => boolean },
): ArtworkValidation {
  if (context.imageCount < 1) return { problem: 'You have to upload at least one image' };
  if (context.imageCount > context.imageLimit) return { problem: `You can only upload ${context.imageLimit} images` };

  const name = (form.name ?? '').trim();
  if (name === '') return { problem: 'Name is required' };
  if (name.length > ARTWORK_LIMITS.nameLength) {
    return { problem: `Name must be at most ${ARTWORK_LIMITS.nameLength} characters` };
  }
  const description = (form.description ?? '').trim();
  if (description.length > ARTWORK_LIMITS.descriptionLength) {
    return { problem: `Description must be at most ${ARTWORK_LIMITS.descriptionLength} characters` };
  }

  const categoryIds = [...new Set(form.categories.map((id) => id.trim()).filter((id) => id !== ''))];
  if (categoryIds.length === 0 || !categoryIds.every(context.categoryExists)) {
    return { problem: 'Please select a category.' };
  }

  const price = wholeNumber(form.price, ARTWORK_LIMITS.price, {
    missing: 'Please provide the price. Enter 0 to list as Not For Sale',
    invalid: 'Please enter the price as a whole number of NPR, 0 or more',
    tooLarge: `Please enter price less than or equals ${ARTWORK_LIMITS.price}`,
  });
  if ('problem' in price) return price;

  const stock = wholeNumber(form.stock, ARTWORK_LIMITS.stock, {
    missing: 'Please provide the stock amount',
    invalid: 'Please enter the stock as a whole number, 0 or more',
    tooLarge: `Please enter stock less than or equals ${ARTWORK_LIMITS.stock}`,
  });
  if ('problem' in stock) return stock;

  const attributes: ArtworkAttributes = { width: null, height: null, breadth: null, weight: null };
  // The form's order: height, width, breadth, weight.
  for (const key of ['height', 'width', 'breadth', 'weight'] as const) {
    const checked = dimension(form.attributes[key], key);
    if ('problem' in checked) return checked;
    attributes[key] = checked.value;
  }

  const tags: string[] = [];
  const seen = new Set<string>();
  for (const raw of form.tags) {
    const tag = raw.trim().replace(/\s+/gu, ' ');
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  if (tags.length > ARTWORK_LIMITS.tags) return { problem: `You can add at most ${ARTWORK_LIMITS.tags} tags` };
  if (tags.some((tag) => tag.length > ARTWORK_LIMITS.tagLength)) {
    return { problem: `A tag can have at most ${ARTWORK_LIMITS.tagLength} characters` };
  }

  return {
    input: { name, description, categoryIds, tags, price: price.value, stock: stock.value, attributes },
  };
}

/** The readable part of an artwork's address; names in any script give latin letters. */
export function artworkSlugBase(name: string): string {
  return slugBase(name, 'artwork');
}

export interface StoreFacts {
  kind: 'artist' | 'user';
  price: number;
  stock: number;
  held: number;
}

/**
 * The store lists artists' priced works that have a piece left or a piece on hold: a held piece
 * stays listed ("On hold", no Buy) because it comes back if its order lapses; a sold one leaves.
 * Members' own (user) art is never sold. (stock/queries.ts writes the same rule as SQL.)
 */
export function isInStore(facts: StoreFacts): boolean {
  const availability = availabilityOf(facts);
  return availability === 'for-sale' || availability === 'on-hold';
}
