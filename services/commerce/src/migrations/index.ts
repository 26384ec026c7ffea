import type { Migration } from 'kysely';
import * as commerce from './0401_commerce.js';
import * as blocks from './0402_blocks.js';
import * as moneyAndHolds from './0403_money_and_holds.js';
import * as moderation from './0404_moderation.js';

/** In order; names sort after the kit's own migrations. */
export const migrations: Record<string, Migration> = {
  '0401_commerce': commerce,
  '0402_blocks': blocks,
  '0403_money_and_holds': moneyAndHolds,
  '0404_moderation': moderation,
};
