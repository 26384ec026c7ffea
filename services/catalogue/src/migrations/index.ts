import type { Migration } from 'kysely';
import * as catalogue from './0101_catalogue.js';
import * as artistWorks from './0102_artist_works.js';
import * as listingIndexes from './0103_listing_indexes.js';
import * as search from './0104_search.js';
import * as directory from './0105_directory.js';
import * as stockReservations from './0106_stock_reservations.js';
import * as blocksBothWays from './0107_blocks_both_ways.js';
import * as holds from './0108_holds.js';
import * as moderation from './0109_moderation.js';
import * as unpricedLast from './0110_unpriced_last.js';
import * as studiosByWorks from './0111_studios_by_works.js';
import * as exhibitionFollows from './0112_exhibition_follows.js';

/** In order; names sort after the kit's own migrations. Each helper's migrations get one line here. */
export const migrations: Record<string, Migration> = {
  '0101_catalogue': catalogue,
  '0102_artist_works': artistWorks,
  '0103_listing_indexes': listingIndexes,
  '0104_search': search,
  '0105_directory': directory,
  '0106_stock_reservations': stockReservations,
  '0107_blocks_both_ways': blocksBothWays,
  '0108_holds': holds,
  '0109_moderation': moderation,
  '0110_unpriced_last': unpricedLast,
  '0111_studios_by_works': studiosByWorks,
  '0112_exhibition_follows': exhibitionFollows,
};
