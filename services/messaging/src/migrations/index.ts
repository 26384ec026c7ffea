import type { Migration } from 'kysely';
import * as messaging from './0501_messaging.js';
import * as suspensions from './0502_suspensions.js';
import * as chatSettings from './0503_chat_settings.js';

/** In order; names sort after the kit's own migrations. */
export const migrations: Record<string, Migration> = {
  '0501_messaging': messaging,
  '0502_suspensions': suspensions,
  '0503_chat_settings': chatSettings,
};
