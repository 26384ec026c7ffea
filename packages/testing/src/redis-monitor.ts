import { once } from 'node:events';
import net from 'node:net';

/** The commands Redis was sent, as MONITOR reports them, for as long as the feed is open. */
export interface RedisCommandFeed {
  /** Each kept command's words, the command's name first. */
  commands: string[][];
  close(): void;
}

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', a: '\x07', b: '\b' };

/** The quoted words of one MONITOR line (`+1.2 [0 127.0.0.1:5] "get" "key"`), unescaped. */
export function monitorLineWords(line: string): string[] {
  const words: string[] = [];
  for (const [, quoted] of line.matchAll(/"((?:[^"\\]|\\.)*)"/g)) {
    words.push(
      quoted.replace(/\\(x[0-9a-fA-F]{2}|.)/g, (_all, escaped: string) =>
        escaped.startsWith('x') && escaped.length === 3
          ? String.fromCharCode(Number.parseInt(escaped.slice(1), 16))
          : (ESCAPES[escaped] ?? escaped),
      ),
    );
  }
  return words;
}

/**
 * MONITOR on a plain connection of its own, read line by line; keeps the commands `keep` wants.
 * Not ioredis's monitor mode: when other clients keep Redis busy, a monitored line can come with
 * MONITOR's own OK and ioredis then fails with "Command queue state error".
 */
export async function watchRedisCommands(url: string, keep: (words: string[]) => boolean): Promise<RedisCommandFeed> {
  const address = new URL(url);
  const socket = net.connect(Number(address.port || 6379), address.hostname || '127.0.0.1');
  socket.setEncoding('utf8');
  const commands: string[][] = [];
  let buffer = '';
  // AUTH's OK, when there is a password, comes before MONITOR's.
  let oksToCome = new URL(url).password ? 2 : 1;
  let started: (error?: Error) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    started = (error) => (error ? reject(error) : resolve());
  });
  socket.on('error', (error) => started(error));
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (line === '+OK' && oksToCome > 0) {
        oksToCome -= 1;
        if (oksToCome === 0) started();
      } else if (line.startsWith('-')) started(new Error(`Redis refused MONITOR: ${line.slice(1)}`));
      else {
        const words = monitorLineWords(line);
        if (words.length > 0 && keep(words)) commands.push(words);
      }
    }
  });
  await once(socket, 'connect');
  const password = decodeURIComponent(address.password);
  if (password) {
    const user = decodeURIComponent(address.username);
    const parts = user ? ['AUTH', user, password] : ['AUTH', password];
    socket.write(`*${parts.length}\r\n${parts.map((p) => `$${Buffer.byteLength(p)}\r\n${p}\r\n`).join('')}`);
  }
  socket.write('MONITOR\r\n');
  try {
    await ready;
  } catch (error) {
    socket.destroy();
    throw error;
  }
  return { commands, close: () => socket.destroy() };
}
