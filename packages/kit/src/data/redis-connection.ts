import { Redis, type RedisOptions } from 'ioredis';

/**
 * REDIS_URL in one of two forms, read here for every client (the kit's cache and counters, the
 * gateway's, the live socket's adapter, BullMQ's queues and workers), so that a deployment behind
 * Sentinel changes one variable and nothing else:
 *
 *   redis://[[user]:password@]host[:port][/db]           one server (rediss:// for TLS)
 *   redis+sentinel://[[user]:password@]host:port[,host:port…]/<master name>[/db][?sentinelPassword=…]
 *
 * Behind Sentinel the client asks the sentinels which server is the master and asks again after a
 * failover (ioredis), so no address in the configuration has to change when the master does.
 * `rediss+sentinel://` speaks TLS to the master and the sentinels. The user and password are the
 * master's; `sentinelPassword` is the sentinels' own (Bitnami's chart gives both the same one).
 */
export const REDIS_URL_PATTERN = '^(rediss?://|rediss?\\+sentinel://[^/?#]+/[^/?#]+)';

const SENTINEL_URL = /^(rediss?)\+sentinel:\/\/(?:([^@/]*)@)?([^/?#]+)\/([^/?#]+)(?:\/(\d+))?\/?(?:\?([^#]*))?$/;

export class RedisUrlError extends Error {
  readonly code = 'REDIS_URL_INVALID';
  constructor(message: string) {
    super(`REDIS_URL: ${message}`);
    this.name = 'RedisUrlError';
  }
}

/**
 * Where and how to connect, and no behaviour (retries, offline queue): each caller adds its own.
 * Without retryStrategy, which ioredis 6 lets be null and BullMQ's types do not, so BullMQ takes
 * this object as its `connection` as it is.
 */
export type RedisConnectionOptions = Omit<RedisOptions, 'retryStrategy'>;

/** ioredis options for REDIS_URL. */
export function redisOptions(url: string): RedisConnectionOptions {
  if (/^rediss?\+sentinel:/i.test(url)) return sentinelOptions(url);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new RedisUrlError('not a URL');
  }
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') {
    throw new RedisUrlError(`scheme ${parsed.protocol} is neither redis:, rediss: nor redis+sentinel:`);
  }
  const options: RedisConnectionOptions = {
    host: parsed.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1',
    port: parsed.port ? Number(parsed.port) : 6379,
    ...credentials(parsed.username, parsed.password),
    ...database(parsed.pathname.slice(1)),
  };
  if (parsed.protocol === 'rediss:') options.tls = {};
  return options;
}

/** A client on REDIS_URL; `extra` are the caller's own options (retries, lazy connect). */
export function createRedis(url: string, extra: RedisOptions = {}): Redis {
  return new Redis({ ...redisOptions(url), ...extra });
}

function sentinelOptions(url: string): RedisConnectionOptions {
  const match = SENTINEL_URL.exec(url);
  if (!match) throw new RedisUrlError('a Sentinel URL is redis+sentinel://host:port[,host:port…]/<master name>[/db]');
  const [, scheme, userinfo, hosts, name, db, query] = match;
  const sentinels = hosts.split(',').map((entry) => {
    const hostPort = /^(\[[^\]]+\]|[^:[\]]+)(?::(\d+))?$/.exec(entry.trim());
    if (!hostPort) throw new RedisUrlError(`sentinel address "${entry}" is not host:port`);
    return { host: hostPort[1].replace(/^\[|\]$/g, ''), port: hostPort[2] ? Number(hostPort[2]) : 26379 };
  });
  const [user = '', password = ''] = userinfo ? splitOnce(userinfo, ':') : [];
  const options: RedisConnectionOptions = {
    sentinels,
    name: decodeURIComponent(name),
    ...credentials(user, password),
    ...database(db ?? ''),
  };
  for (const [key, value] of new URLSearchParams(query ?? '')) {
    if (key === 'sentinelPassword') options.sentinelPassword = value;
    else if (key === 'sentinelUsername') options.sentinelUsername = value;
    else throw new RedisUrlError(`unknown parameter "${key}" (sentinelUsername, sentinelPassword)`);
  }
  if (scheme === 'rediss') {
    options.tls = {};
    options.enableTLSForSentinelMode = true;
  }
  return options;
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, ''] : [text.slice(0, at), text.slice(at + 1)];
}

function credentials(user: string, password: string): Pick<RedisOptions, 'username' | 'password'> {
  const options: Pick<RedisOptions, 'username' | 'password'> = {};
  if (user) options.username = decodeURIComponent(user);
  if (password) options.password = decodeURIComponent(password);
  return options;
}

function database(path: string): Pick<RedisOptions, 'db'> {
  if (path === '') return {};
  if (!/^\d+$/.test(path)) throw new RedisUrlError(`database "${path}" is not a number`);
  return { db: Number(path) };
}
