import pg from 'pg';
import type { Logger } from 'pino';

/**
 * The channel writeEvent notifies in the writer's transaction. PostgreSQL delivers a NOTIFY only
 * when that transaction commits (never on rollback) and only within one database, so one name
 * serves every service: each has its own database.
 */
export const OUTBOX_CHANNEL = 'art_outbox';

export interface OutboxListener {
  close(): Promise<void>;
}

export interface OutboxListenerOptions {
  url: string;
  logger: Pick<Logger, 'info' | 'warn'>;
  /** Called on each committed transaction that wrote events, and after each (re)connection. */
  onCommit: () => void;
  /** First wait before connecting again after a lost connection; doubles up to 10 s. */
  reconnectMs?: number;
}

/**
 * Listens on a connection of its own: a pooled one would be handed to queries and lose the LISTEN.
 * Resolves once the first attempt to listen is over, whether it worked or is being retried: the
 * relay's poll still publishes meanwhile.
 */
export async function listenForCommittedEvents(options: OutboxListenerOptions): Promise<OutboxListener> {
  const { logger, onCommit } = options;
  const firstDelay = options.reconnectMs ?? 250;
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let connecting: Promise<void> | null = null;
  let failures = 0;

  function connectLater() {
    if (closed || retry) return;
    const delay = Math.min(firstDelay * 2 ** failures, 10_000);
    failures += 1;
    retry = setTimeout(() => {
      retry = null;
      connecting = connect().finally(() => {
        connecting = null;
      });
    }, delay);
  }

  function lost(which: pg.Client, error?: Error) {
    if (client !== which) return;
    client = null;
    if (closed) return;
    logger.warn({ err: error }, 'lost the outbox listener connection; connecting again (the poll goes on)');
    connectLater();
  }

  async function connect() {
    // Keep-alive, so a connection that died without a word (a dropped network) is noticed too.
    const next = new pg.Client({ connectionString: options.url, keepAlive: true });
    next.on('notification', () => onCommit());
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`listen ${OUTBOX_CHANNEL}`);
    } catch (error) {
      logger.warn({ err: error }, 'could not listen for committed events; trying again (the poll goes on)');
      await next.end().catch(() => undefined);
      connectLater();
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    if (failures > 0) logger.info('listening for committed events again');
    failures = 0;
    // Commits made while nobody listened were announced to no one.
    onCommit();
  }

  await connect();

  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await connecting;
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    },
  };
}
