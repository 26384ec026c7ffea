import { headers as natsHeaders, type StoredMsg } from 'nats';
import { type Bus, DEAD_LETTER_STREAM } from './bus.js';
import { DEAD_LETTER_HEADER, deadLetterSubject, REPLAY_OF_HEADER } from './dead-letter-format.js';

export interface DeadLetter {
  /** Sequence in the dead-letter stream: what replay and discard take. */
  seq: number;
  consumer: string;
  /** The subject the event was delivered on (bus prefix included). */
  originalSubject: string;
  /** The event type (the subject without the bus prefix). */
  eventType: string;
  eventId: string | null;
  deliveries: number | null;
  error: string;
  failedAt: string | null;
  data: Uint8Array;
}

export interface DeadLetterFilter {
  consumer?: string;
  /** Event type, NATS wildcards allowed: `identity.user.*`, `identity.>`. */
  subject?: string;
  seqs?: number[];
  limit?: number;
}

/** NATS subject matching: `*` is one token, `>` the rest. */
export function subjectMatches(pattern: string, subject: string): boolean {
  const want = pattern.split('.');
  const got = subject.split('.');
  for (let i = 0; i < want.length; i += 1) {
    if (want[i] === '>') return got.length > i;
    if (i >= got.length || (want[i] !== '*' && want[i] !== got[i])) return false;
  }
  return want.length === got.length;
}

function toDeadLetter(bus: Bus, message: StoredMsg): DeadLetter {
  const header = (name: string) => message.header?.get(name) || null;
  const originalSubject = header(DEAD_LETTER_HEADER.originalSubject) ?? '';
  const deliveries = header(DEAD_LETTER_HEADER.deliveries);
  return {
    seq: message.seq,
    consumer: header(DEAD_LETTER_HEADER.consumer) ?? message.subject.split('.').pop() ?? '',
    originalSubject,
    eventType: bus.typeOf(originalSubject),
    eventId: header(DEAD_LETTER_HEADER.eventId),
    deliveries: deliveries === null ? null : Number(deliveries),
    error: header(DEAD_LETTER_HEADER.error) ?? '',
    failedAt: header(DEAD_LETTER_HEADER.failedAt),
    data: message.data,
  };
}

const isMissing = (error: unknown) => /not found|no message/i.test(String((error as Error)?.message));

/** Dead letters in the order they arrived, filtered by consumer, event type or sequence. */
export async function listDeadLetters(bus: Bus, filter: DeadLetterFilter = {}): Promise<DeadLetter[]> {
  const stream = bus.streamName(DEAD_LETTER_STREAM);
  const info = await bus.jsm.streams.info(stream).catch((error) => {
    if (isMissing(error)) return null;
    throw error;
  });
  if (!info || info.state.messages === 0) return [];
  // Durable names hold no dots, so one token stands for the consumer.
  const subject = bus.subject(deadLetterSubject(filter.consumer ?? '*'));
  const seqs = filter.seqs ? new Set(filter.seqs) : null;
  const found: DeadLetter[] = [];
  let seq = info.state.first_seq;
  while (seq <= info.state.last_seq) {
    let message: StoredMsg;
    try {
      // nats.js types leave it out, NATS 2.9 answers it: the next message on the subject from seq on.
      message = await bus.jsm.streams.getMessage(stream, { seq, next_by_subj: subject } as never);
    } catch (error) {
      if (isMissing(error)) break;
      throw error;
    }
    seq = message.seq + 1;
    const letter = toDeadLetter(bus, message);
    if (seqs && !seqs.has(letter.seq)) continue;
    if (filter.subject && !subjectMatches(filter.subject, letter.eventType)) continue;
    found.push(letter);
    if (filter.limit && found.length >= filter.limit) break;
  }
  return found;
}

export interface ReplayOutcome {
  replayed: DeadLetter[];
  failed: { letter: DeadLetter; error: string }[];
}

/**
 * Publishes each dead letter's event again on its original subject, then removes the dead letter.
 * Every consumer of that subject receives it; those that handled it already skip it (their
 * processed_events holds its id), the one that failed never recorded it and handles it now.
 */
export async function replayDeadLetters(bus: Bus, filter: DeadLetterFilter): Promise<ReplayOutcome> {
  const stream = bus.streamName(DEAD_LETTER_STREAM);
  const outcome: ReplayOutcome = { replayed: [], failed: [] };
  for (const letter of await listDeadLetters(bus, filter)) {
    try {
      if (!letter.originalSubject) throw new Error('the dead letter does not name its original subject');
      const h = natsHeaders();
      h.set(REPLAY_OF_HEADER, `${stream}:${letter.seq}`);
      // Replaying the same dead letter twice in a row stores the event once.
      await bus.js.publish(letter.originalSubject, letter.data, {
        msgID: `replay:${stream}:${letter.seq}`,
        headers: h,
        timeout: 5000,
      });
      await bus.jsm.streams.deleteMessage(stream, letter.seq);
      outcome.replayed.push(letter);
    } catch (error) {
      outcome.failed.push({ letter, error: String((error as Error)?.message ?? error) });
    }
  }
  return outcome;
}

/** Removes dead letters that must not be replayed (after reading them). */
export async function discardDeadLetters(bus: Bus, seqs: number[]): Promise<number[]> {
  const stream = bus.streamName(DEAD_LETTER_STREAM);
  const removed: number[] = [];
  for (const seq of seqs) {
    if (await bus.jsm.streams.deleteMessage(stream, seq).catch(() => false)) removed.push(seq);
  }
  return removed;
}
