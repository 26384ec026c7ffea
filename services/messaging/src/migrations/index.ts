import type { Migration } from 'kysely';
import * as messaging from './0501_messaging.js';
import * as suspensions from './0502_suspensions.js';

/** In order; names sort after the kit's own migrations. */
export const migrations: Record<string, Migration> = {
  '0501_messaging': messaging,
  '0502_suspensions': suspensions,
};
