import { Gauge, type Registry } from 'prom-client';
import { type Bus, DEAD_LETTER_STREAM } from '../events/bus.js';
import { deadLetterSubject } from '../events/dead-letter-format.js';
import type { OutboxLag } from '../events/outbox-maintenance.js';
import { runningDurables } from '../events/running-consumers.js';

/** A BullMQ queue as the metrics read it (BullMQ's Queue fits; the kit does not depend on BullMQ). */
export interface CountedQueue {
  name: string;
  getJobCounts(...types: string[]): Promise<Record<string, number>>;
}

/** The job states reported per queue. */
export const QUEUE_JOB_STATES = ['waiting', 'active', 'delayed', 'prioritized', 'paused', 'failed', 'completed'];

/**
 * Runs a probe for a scrape, bounded: a slow or failing dependency leaves its metric out of this
 * scrape (no sample, not a stale or made-up one) and never fails or stalls the scrape itself.
 */
async function bounded<T>(probe: () => Promise<T>, timeoutMs: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      probe(),
      new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), timeoutMs);
      }),
    ]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Shares one run of `read` among the calls made while it is in flight: a registry collects its
 * gauges side by side, and three gauges read from one query.
 */
function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () => {
    if (!inFlight) {
      inFlight = read().finally(() => {
        inFlight = null;
      });
    }
    return inFlight;
  };
}

/** outbox_backlog, outbox_parked and outbox_oldest_pending_seconds, read at scrape time (one cheap query). */
export function outboxMetrics(
  registry: Registry,
  lag: () => Promise<OutboxLag>,
  timeoutMs: number,
  present: () => boolean,
): void {
  // An app without an outbox (the gateway, notification) reports no outbox series at all.
  const read = sharedRead(async () => (present() ? bounded(lag, timeoutMs) : undefined));
  const gauge = (name: string, help: string, value: (lag: OutboxLag) => number) => {
    const metric: Gauge = new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const current = await read();
        if (current) metric.set(value(current));
        else metric.remove();
      },
    });
  };
  gauge('outbox_backlog', 'Outbox rows waiting to be published to NATS (parked rows not included)', (l) => l.pending);
  gauge('outbox_parked', 'Outbox rows the relay gave up on; they wait for an operator', (l) => l.parked);
  gauge(
    'outbox_oldest_pending_seconds',
    'Age of the oldest outbox row waiting to be published (0 when none waits)',
    (l) => l.oldestPendingSeconds ?? 0,
  );
}

/**
 * consumer_lag{stream,consumer} (messages of the stream not yet delivered to the durable) and
 * dead_letters{consumer} (its events in the dead-letter stream), for the durables this process
 * consumes with. The dead-letter stream is shared by every service: one info call with a subject
 * filter gives the count per consumer.
 */
export function consumerMetrics(registry: Registry, bus: () => Bus | null, timeoutMs: number): void {
  const lag: Gauge<'stream' | 'consumer'> = new Gauge({
    name: 'consumer_lag',
    help: 'Messages of the stream not yet delivered to the durable consumer (JetStream num_pending)',
    labelNames: ['stream', 'consumer'],
    registers: [registry],
    collect: () => collectLag(),
  });
  const deadLetters: Gauge<'consumer'> = new Gauge({
    name: 'dead_letters',
    help: "Events in the dead-letter stream that this service's consumer gave up on",
    labelNames: ['consumer'],
    registers: [registry],
    collect: () => collectDeadLetters(),
  });
  async function collectLag() {
    lag.reset();
    const b = bus();
    if (!b) return;
    await Promise.all(
      runningDurables(b).map(async ({ stream, durable }) => {
        const info = await bounded(() => b.jsm.consumers.info(stream, durable), timeoutMs);
        if (info) lag.set({ stream, consumer: durable }, info.num_pending);
      }),
    );
  }
  async function collectDeadLetters() {
    deadLetters.reset();
    const b = bus();
    const durables = b ? runningDurables(b) : [];
    if (!b || durables.length === 0) return;
    const info = await bounded(
      () =>
        b.jsm.streams
          .info(b.streamName(DEAD_LETTER_STREAM), { subjects_filter: b.subject(deadLetterSubject('>')) })
          .catch((error) => {
            // No dead-letter stream yet: nothing was ever dead-lettered.
            if (/stream not found/i.test(String((error as Error)?.message))) return { state: { subjects: {} } };
            throw error;
          }),
      timeoutMs,
    );
    if (!info) return;
    const counts: Record<string, number> = info.state.subjects ?? {};
    for (const { durable } of durables) {
      deadLetters.set({ consumer: durable }, counts[b.subject(deadLetterSubject(durable))] ?? 0);
    }
  }
}

/** bullmq_queue_jobs{queue,state} for the queues a service registered. */
export function queueMetrics(registry: Registry, queues: ReadonlySet<CountedQueue>, timeoutMs: number): void {
  const jobs: Gauge<'queue' | 'state'> = new Gauge({
    name: 'bullmq_queue_jobs',
    help: 'Jobs of a BullMQ queue by state',
    labelNames: ['queue', 'state'],
    registers: [registry],
    collect: () => collectJobs(),
  });
  async function collectJobs() {
    jobs.reset();
    await Promise.all(
      [...queues].map(async (queue) => {
        const counts = await bounded(() => queue.getJobCounts(...QUEUE_JOB_STATES), timeoutMs);
        if (!counts) return;
        for (const state of QUEUE_JOB_STATES) jobs.set({ queue: queue.name, state }, counts[state] ?? 0);
      }),
    );
  }
}
