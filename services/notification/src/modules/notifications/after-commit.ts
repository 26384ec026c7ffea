import { type Kysely, type Transaction, TransactionBuilder } from 'kysely';

/** The notifications each open transaction stored or changed, to be pushed once it committed. */
const pending = new WeakMap<object, Set<string>>();

/**
 * Asks for `notificationId` to be pushed once `trx` commits. Nothing is pushed for a transaction
 * that rolls back (the event is redelivered and decides again), nor for one that was not opened
 * through `pushingAfterCommit` (a script, a test calling a handler directly).
 */
export function pushAfterCommit(trx: object, notificationId: string): void {
  pending.get(trx)?.add(notificationId);
}

/**
 * The same database, except that every transaction opened with `db.transaction().execute(...)`
 * (the kit's consumer handles each event that way) collects the notifications it stored, and
 * `committed` is called with them after the commit succeeded. `committed` must not throw: the
 * event is already handled, so its failure could only be logged.
 */
export function pushingAfterCommit<DB>(db: Kysely<DB>, committed: (notificationIds: string[]) => void): Kysely<DB> {
  const wrapBuilder = (builder: TransactionBuilder<DB>): TransactionBuilder<DB> =>
    new Proxy(builder, {
      get(target, property) {
        if (property === 'execute') {
          return async <T>(callback: (trx: Transaction<DB>) => Promise<T>): Promise<T> => {
            const ids = new Set<string>();
            const result = await target.execute((trx) => {
              pending.set(trx, ids);
              return callback(trx);
            });
            if (ids.size > 0) committed([...ids]);
            return result;
          };
        }
        const value = Reflect.get(target, property, target);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const returned = value.apply(target, args);
          return returned instanceof TransactionBuilder ? wrapBuilder(returned) : returned;
        };
      },
    });

  return new Proxy(db, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (property === 'transaction') return () => wrapBuilder(target.transaction());
      // Kysely keeps its state in private fields: its methods must run on the real instance.
      return value.bind(target);
    },
  });
}
