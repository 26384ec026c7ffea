import type { Migration } from 'kysely';
import * as moderation from './0601_moderation.js';

/** In order; names sort after the kit's own migrations. */
export const migrations: Record<string, Migration> = {
  '0601_moderation': moderation,
};
