import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { CatalogueTables } from '../db/schema.js';

/**
 * The demo studios identity's seed registers (services/identity/src/seed/demo-users.ts); they reach
 * this service through identity's events, like every user.
 */
export const DEMO_ARTIST_EMAILS = [
  'ramesh.chitrakar@example.com',
  'sunita.maharjan@example.com',
  'ram.thapa@example.com',
  'pema.lama@example.com',
];

export interface DemoArtist {
  id: string;
  name: string;
  slug: string;
}

async function demoArtists(db: Kysely<CatalogueTables>): Promise<DemoArtist[]> {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'slug'])
    .where('email', 'in', DEMO_ARTIST_EMAILS)
    .where(sql<boolean>`role between 11 and 20`)
    .orderBy('email')
    .execute();
}

/**
 * Polls the users projection until every demo studio is there, or the time is up: then the seed
 * goes on with those that came (none at all is an error: identity's seed or events are missing).
 */
export async function waitForDemoArtists(
  db: Kysely<CatalogueTables>,
  log: FastifyBaseLogger,
  { timeoutMs = 60_000, intervalMs = 500 } = {},
): Promise<DemoArtist[]> {
  const deadline = Date.now() + timeoutMs;
  let said = false;
  for (;;) {
    const artists = await demoArtists(db);
    if (artists.length === DEMO_ARTIST_EMAILS.length || Date.now() > deadline) {
      if (artists.length === 0) {
        throw new Error(
          `No demo studio reached the catalogue within ${timeoutMs / 1000} s: run identity's seed first, with NATS up`,
        );
      }
      if (artists.length < DEMO_ARTIST_EMAILS.length) {
        log.warn({ found: artists.length }, 'not every demo studio arrived; seeding with those that did');
      }
      return artists;
    }
    if (!said) log.info('waiting for the demo studios from identity');
    said = true;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
