import { type Static, Type } from 'typebox';
import { loadConfig } from '../config.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long dead letters stay listable and replayable. */
export const DEAD_LETTER_RETENTION_MS = 30 * DAY_MS;

/**
 * Settings of the event machinery. A service may spread these into its own config schema; the
 * outbox plugin and consumers read them from the environment when they are not passed.
 */
export const eventsConfigProperties = {
  /** Failed publishes (while NATS answered) after which an outbox row is parked. */
  OUTBOX_MAX_ATTEMPTS: Type.Integer({ minimum: 1, default: 10 }),
  /** Sent outbox rows are kept this long for inspection, then pruned. */
  OUTBOX_RETENTION_DAYS: Type.Number({ exclusiveMinimum: 0, default: 7 }),
  /**
   * Processed-event ids must outlive every way an event can come back: the stream keeps events
   * 14 days (a recreated durable reads them all again) and a dead letter can be replayed for 30.
   */
  PROCESSED_EVENTS_RETENTION_DAYS: Type.Number({ minimum: 31, default: 60 }),
};

export const EventsConfig = Type.Object(eventsConfigProperties);
export type EventsConfig = Static<typeof EventsConfig>;

export function loadEventsConfig(env: Record<string, string | undefined> = process.env): EventsConfig {
  return loadConfig(EventsConfig, env);
}

export const daysToMs = (days: number) => days * DAY_MS;
