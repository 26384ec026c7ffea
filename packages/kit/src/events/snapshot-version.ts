import { type Kysely, sql, type Transaction } from 'kysely';

/**
 * Snapshot events (e.g. identity.user.updated) carry a version that grows with every change of
 * the entity. Events can arrive out of order (a retry, a redelivery after a newer one), so a
 * projection keeps a snapshot only when it is newer than the one it holds.
 */
export function isNewerSnapshot(held: number | null | undefined, incoming: number): boolean {
  return held === null || held === undefined || incoming > held;
}

/**
 * Inserts the projection row, or replaces the held one only when `row.version` is higher, in one
 * statement (no read-then-write race between two consumers). The table needs a unique key column
 * and an integer `version` column. Resolves to true when the row was written, false when the held
 * snapshot was as new or newer and was kept.
 */
export async function upsertSnapshot<DB>(
  db: Kysely<DB> | Transaction<DB>,
  table: keyof DB & string,
  key: string,
  row: Record<string, unknown> & { version: number },
): Promise<boolean> {
  const columns = Object.keys(row).filter((column) => column !== key);
  const k = db as unknown as Kysely<any>;
  const replaced = Object.fromEntries(columns.map((column) => [column, sql.ref(`excluded.${column}`)]));
  const written = await k
    .insertInto(table)
    .values(row)
    .onConflict((oc) =>
      oc
        .column(key)
        .doUpdateSet(replaced as never)
        .where(sql.ref(`${table}.version`), '<', sql.ref('excluded.version')),
    )
    .returning(sql.lit(1).as('written'))
    .executeTakeFirst();
  return written !== undefined;
}
