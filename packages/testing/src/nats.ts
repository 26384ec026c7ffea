import { connect } from 'nats';
import { testEnv } from './env.js';

/** Deletes the JetStream streams whose names begin with `<PREFIX>_` (see uniqueStreamPrefix). */
export async function deleteStreams(prefix: string, url: string = testEnv.natsUrl): Promise<string[]> {
  if (!prefix) throw new Error('deleteStreams needs a non-empty prefix');
  const head = `${prefix.toUpperCase()}_`;
  const nc = await connect({ servers: url, timeout: 3000 });
  const deleted: string[] = [];
  try {
    const jsm = await nc.jetstreamManager();
    for await (const info of jsm.streams.list()) {
      if (info.config.name.startsWith(head)) {
        await jsm.streams.delete(info.config.name);
        deleted.push(info.config.name);
      }
    }
  } finally {
    await nc.close();
  }
  return deleted;
}
