import { type JsMsg, type MsgHdrs, headers as natsHeaders } from 'nats';

/** Headers of a dead letter; its data is the original message's data, byte for byte. */
export const DEAD_LETTER_HEADER = {
  originalSubject: 'x-original-subject',
  originalStream: 'x-original-stream',
  originalSeq: 'x-original-seq',
  eventId: 'x-event-id',
  consumer: 'x-consumer',
  deliveries: 'x-deliveries',
  error: 'x-error',
  failedAt: 'x-failed-at',
} as const;

/** Header on a replayed event naming the dead letter it came from. */
export const REPLAY_OF_HEADER = 'x-replay-of';

export const deadLetterSubject = (consumer: string) => `deadletter.${consumer}`;

/**
 * Stable over redeliveries of one stream message, so a dead letter published twice (a crash before
 * the term) is stored once; a replay is a new stream message and may be dead-lettered again.
 */
export function deadLetterMsgId(msg: JsMsg, consumer: string, eventId?: string): string {
  return `${eventId ?? 'unreadable'}:${consumer}:${msg.info.stream}:${msg.info.streamSequence}`;
}

export function deadLetterHeaders(msg: JsMsg, consumer: string, reason: string, eventId?: string): MsgHdrs {
  const h = natsHeaders();
  h.set(DEAD_LETTER_HEADER.originalSubject, msg.subject);
  h.set(DEAD_LETTER_HEADER.originalStream, msg.info.stream);
  h.set(DEAD_LETTER_HEADER.originalSeq, String(msg.info.streamSequence));
  if (eventId) h.set(DEAD_LETTER_HEADER.eventId, eventId);
  h.set(DEAD_LETTER_HEADER.consumer, consumer);
  h.set(DEAD_LETTER_HEADER.deliveries, String(msg.info.redeliveryCount));
  // Header values are one line; an error message may not be.
  h.set(DEAD_LETTER_HEADER.error, reason.replace(/[\r\n]+/g, ' ').slice(0, 1000));
  h.set(DEAD_LETTER_HEADER.failedAt, new Date().toISOString());
  const requestId = msg.headers?.get('x-request-id');
  if (requestId) h.set('x-request-id', requestId);
  return h;
}
