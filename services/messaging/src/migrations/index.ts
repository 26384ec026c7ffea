import type { Migration } from 'kysely';
import * as messaging from './0501_messaging.js';

/** In order; names sort after the kit's own migrations. */
export const migrations: Record<string, Migration> = {
  '0501_messaging': messaging,
};
