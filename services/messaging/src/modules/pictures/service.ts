import type { Storage } from '@art/kit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { MessagingTables } from '../../db/schema.js';
import { imageMessagesUnder, movePictureAddress } from './queries.js';

/** Rows moved per round: small transactions, and a start that is never held up for long. */
const BATCH = 200;

/**
 * Chat pictures stored before they became private (chat/<user>/<file>: public to anyone holding
 * the address) are moved to private/chat/<user>/<file>, and their messages' addresses with them,
 * so old conversations are served by signed address too. Runs at start, in the background;
 * idempotent, and safe for two replicas at once (a copy or removal already made is no error).
 * Resolves to the number of messages moved.
 */
export async function privatizeLegacyChatPictures(
  db: Kysely<MessagingTables>,
  storage: Storage,
  log: FastifyBaseLogger,
): Promise<number> {
  const legacy = storage.urlOf('chat/');
  let moved = 0;
  for (;;) {
    const rows = await imageMessagesUnder(db, legacy, BATCH);
    if (rows.length === 0) return moved;
    for (const row of rows) {
      const key = storage.keyOfUrl(row.message);
      if (key === null) throw new Error(`not an address of the bucket: ${row.message}`);
      const privateKey = await storage.makePrivate(key);
      await movePictureAddress(db, row, storage.urlOf(privateKey));
      moved += 1;
    }
    log.info({ moved }, 'legacy chat pictures made private');
  }
}

/** Chat pictures: those from before they were private are moved once; a failure is retried at the next start. */
export const picturesPlugin = fp(
  async (app: FastifyInstance) => {
    let privatizing: Promise<unknown> = Promise.resolve();
    app.addHook('onReady', async () => {
      privatizing = privatizeLegacyChatPictures(app.db, app.storage, app.log).catch((error) =>
        app.log.warn({ err: error }, 'legacy chat pictures not made private yet'),
      );
    });
    app.addHook('onClose', async () => {
      await privatizing;
    });
  },
  { name: 'pictures', dependencies: ['database', 'storage'] },
);
