import {
  connect,
  type JetStreamClient,
  type JetStreamManager,
  type NatsConnection,
  nanos,
  RetentionPolicy,
  StorageType,
} from 'nats';

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
}

export async function connectBus(options: { url: string; name: string; prefix?: string }): Promise<Bus> {
  const nc = await connect({
    servers: options.url,
    name: options.name,
    // Keep trying forever: a service outlives a NATS restart, the outbox holds events meanwhile.
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
  });
  const jsm = await nc.jetstreamManager();
  const js = nc.jetstream();
  const prefix = options.prefix ?? '';
  return {
    nc,
    js,
    jsm,
    prefix,
    streamName: (base) => (prefix ? `${prefix.toUpperCase()}_${base}` : base),
    subject: (type) => (prefix ? `${prefix}.${type}` : type),
    typeOf: (subject) => (prefix && subject.startsWith(`${prefix}.`) ? subject.slice(prefix.length + 1) : subject),
  };
}

/**
 * One stream per publishing service (`IDENTITY` on `identity.>`). The duplicate window lets the
 * outbox relay retry a publish with the same msgID without making a second message.
 */
export async function ensureStream(bus: Bus, base: string, subjectRoot: string): Promise<string> {
  const name = bus.streamName(base);
  const config = {
    name,
    subjects: [`${bus.subject(subjectRoot)}.>`],
    retention: RetentionPolicy.Limits,
    storage: StorageType.File,
    duplicate_window: nanos(2 * 60 * 1000),
    max_age: nanos(14 * 24 * 60 * 60 * 1000),
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

export const DEAD_LETTER_STREAM = 'DEADLETTER';

export async function ensureDeadLetterStream(bus: Bus): Promise<string> {
  return ensureStream(bus, DEAD_LETTER_STREAM, 'deadletter');
}
