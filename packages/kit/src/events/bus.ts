import {
  connect,
  type JetStreamClient,
  type JetStreamManager,
  type NatsConnection,
  nanos,
  RetentionPolicy,
  StorageType,
} from 'nats';
import pRetry from 'p-retry';
import type { Logger } from 'pino';
import { DEAD_LETTER_RETENTION_MS } from './events-config.js';

export interface Bus {
  nc: NatsConnection;
  js: JetStreamClient;
  jsm: JetStreamManager;
  /** Stream names are prefixed (tests use their own prefix so they never share a stream). */
  streamName(base: string): string;
  /** Subjects keep their names; a prefix turns `identity.user.registered` into `t1.identity.user.registered`. */
  subject(type: string): string;
  /** The event type a delivered subject stands for (the prefix taken off). */
  typeOf(subject: string): string;
  prefix: string;
  /** Copies of each stream the servers keep (NATS_STREAM_REPLICAS): 3 in a cluster of three. */
  streamReplicas: number;
}

export interface ConnectBusOptions {
  url: string;
  name: string;
  prefix?: string;
  /** How many servers keep each stream this process creates (1 on a single server). */
  streamReplicas?: number;
  /** Each wait for NATS is logged here. */
  logger?: Pick<Logger, 'warn' | 'info'>;
  /** Longest pause between two first-connect attempts. */
  maxWaitMs?: number;
  /** Gives up waiting (a service shutting down before NATS ever came). */
  signal?: AbortSignal;
}

async function connectOnce(options: ConnectBusOptions) {
  const nc = await connect({
    servers: options.url,
    name: options.name,
    // Keep trying forever: a service outlives a NATS restart, the outbox holds events meanwhile.
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
  });
  try {
    return { nc, jsm: await nc.jetstreamManager() };
  } catch (error) {
    // NATS answered but JetStream did not (yet): let go of this connection and wait like before.
    await nc.close().catch(() => undefined);
    throw error;
  }
}

/**
 * Connects to NATS JetStream, waiting (with back-off, each wait logged) while it is not there yet:
 * a service started before NATS, or while it restarts, comes up once NATS does instead of
 * crash-looping.
 */
export async function connectBus(options: ConnectBusOptions): Promise<Bus> {
  const { nc, jsm } = await pRetry(() => connectOnce(options), {
    retries: Number.POSITIVE_INFINITY,
    minTimeout: 250,
    factor: 2,
    maxTimeout: options.maxWaitMs ?? 5000,
    signal: options.signal,
    onFailedAttempt: ({ error, attemptNumber }) => {
      options.logger?.warn(
        { url: options.url, attempt: attemptNumber, err: error },
        'NATS is not reachable yet; waiting before trying again',
      );
    },
  });
  if (nc.info) options.logger?.info({ url: options.url, server: nc.info.server_name }, 'connected to NATS');
  const js = nc.jetstream();
  const prefix = options.prefix ?? '';
  return {
    nc,
    js,
    jsm,
    prefix,
    streamReplicas: options.streamReplicas ?? 1,
    streamName: (base) => (prefix ? `${prefix.toUpperCase()}_${base}` : base),
    subject: (type) => (prefix ? `${prefix}.${type}` : type),
    typeOf: (subject) => (prefix && subject.startsWith(`${prefix}.`) ? subject.slice(prefix.length + 1) : subject),
  };
}

/**
 * One stream per publishing service (`IDENTITY` on `identity.>`). The duplicate window lets the
 * outbox relay retry a publish with the same msgID without making a second message.
 */
export async function ensureStream(
  bus: Bus,
  base: string,
  subjectRoot: string,
  options: { maxAgeMs?: number } = {},
): Promise<string> {
  const name = bus.streamName(base);
  const config = {
    name,
    subjects: [`${bus.subject(subjectRoot)}.>`],
    retention: RetentionPolicy.Limits,
    storage: StorageType.File,
    duplicate_window: nanos(2 * 60 * 1000),
    max_age: nanos(options.maxAgeMs ?? 14 * 24 * 60 * 60 * 1000),
    // Applied on update too: a stream made before the cluster grew gets its copies when its
    // owner next starts.
    num_replicas: bus.streamReplicas,
  };
  try {
    await bus.jsm.streams.info(name);
    await bus.jsm.streams.update(name, config);
  } catch (error) {
    if (!/stream not found/i.test(String((error as Error).message))) throw error;
    await bus.jsm.streams.add(config);
  }
  return name;
}

/**
 * Makes sure another service's stream exists before a durable consumer is bound to it: the
 * consumer's service may start first, and a durable needs its stream. The stream is created (with
 * the owner's settings, as ensureStream makes them) only when missing; an existing one is left as
 * its owner configured it. Returns the stream's name.
 */
export async function ensureForeignStream(bus: Bus, base: string, subjectRoot: string): Promise<string> {
  const name = bus.streamName(base);
  try {
    await bus.jsm.streams.info(name);
    return name;
  } catch (error) {
    if (!/stream not found/i.test(String((error as Error).message))) throw error;
  }
  try {
    return await ensureStream(bus, base, subjectRoot);
  } catch (error) {
    // The owner (or another consumer) made it between our look and our add: what we wanted.
    if (/already in use|already exists/i.test(String((error as Error).message))) return name;
    throw error;
  }
}

export const DEAD_LETTER_STREAM = 'DEADLETTER';

/** Dead letters wait longer than events: somebody has to notice, fix and replay them. */
export async function ensureDeadLetterStream(bus: Bus): Promise<string> {
  return ensureStream(bus, DEAD_LETTER_STREAM, 'deadletter', { maxAgeMs: DEAD_LETTER_RETENTION_MS });
}
