import type { Migration } from 'kysely';
import * as social from './0201_social.js';
import * as moderation from './0202_moderation.js';

/** In order; names sort after the kit's own migrations. */
export const migrations: Record<string, Migration> = {
  '0201_social': social,
  '0202_moderation': moderation,
};
