import { BASE_CATEGORIES, type EventEnvelope } from '@art/contracts';
import { type FormEntry, multipart } from '@art/testing';
import sharp from 'sharp';
import type { CatalogueTestContext } from './test-app.js';

export async function pngImage(width = 400, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 60, b: 40 } } })
    .png()
    .toBuffer();
}

export async function jpegImage(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
}

/** A text file wearing an image's name. */
export const textAsPng = Buffer.from('this is not an image, only its name says so\n'.repeat(20));

export { type FormEntry, multipart };

export const PAINTING = BASE_CATEGORIES[0]._id;

/** A form every rule accepts; entries given replace (by field) or extend it. */
export async function validArtworkForm(overrides: Partial<Record<string, string | null>> = {}): Promise<FormEntry[]> {
  const fields: Record<string, string | null> = {
    name: 'Evening at Phewa',
    description: 'Oil on canvas, painted by the lake.',
    'categories[]': PAINTING,
    price: '25000',
    stock: '1',
    'attributes[height]': '24',
    'attributes[width]': '36',
    ...overrides,
  };
  const entries: FormEntry[] = [['image', await pngImage(), 'main.png']];
  for (const [field, value] of Object.entries(fields)) if (value !== null) entries.push([field, value]);
  return entries;
}

/** Every object in the test run's bucket. */
export async function bucketKeys(t: CatalogueTestContext): Promise<string[]> {
  const keys: string[] = [];
  const stream = t.app.storage.client.listObjectsV2(t.config.S3_BUCKET, '', true);
  for await (const item of stream as AsyncIterable<{ name?: string }>) if (item.name) keys.push(item.name);
  return keys.sort();
}

/** Outbox rows of one event type, oldest first. */
export async function outboxEvents<D = any>(t: CatalogueTestContext, type: string): Promise<EventEnvelope<D>[]> {
  const rows = await t.db.selectFrom('outbox').select('payload').where('subject', '=', type).orderBy('seq').execute();
  return rows.map(
    (row) => (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as EventEnvelope<D>,
  );
}

/** Rows and objects a refused form must leave as they were. */
export async function storedState(t: CatalogueTestContext) {
  const count = async (table: 'artworks' | 'artwork_categories' | 'outbox') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    artworks: await count('artworks'),
    artworkCategories: await count('artwork_categories'),
    outbox: await count('outbox'),
    objects: await bucketKeys(t),
  };
}
