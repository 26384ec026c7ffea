import type { Migration } from 'kysely';
import * as moderation from './0601_moderation.js';
import * as listingIndexes from './0602_listing_indexes.js';

/** In order; names sort after the kit's own migrations. */
export const migrations: Record<string, Migration> = {
  '0601_moderation': moderation,
  '0602_listing_indexes': listingIndexes,
};
