import type { ChatMember } from '@art/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { MessagingTables } from '../../db/schema.js';
import { usersByIds } from './queries.js';

/** Someone identity has not told us about (yet): shown without a name rather than left out. */
export function unknownMember(id: string): ChatMember {
  return { _id: id, name: '', slug: '', picture: '', role: 21 };
}

/** The participants' cards by id, from the users projection. */
export async function membersById(
  executor: Kysely<MessagingTables> | Transaction<MessagingTables>,
  ids: string[],
): Promise<Map<string, ChatMember>> {
  const unique = [...new Set(ids)];
  const found = new Map<string, ChatMember>();
  if (unique.length === 0) return found;
  for (const row of await usersByIds(executor, unique))
    found.set(row.id, { _id: row.id, name: row.name, slug: row.slug, picture: row.picture, role: row.role });
  return found;
}
