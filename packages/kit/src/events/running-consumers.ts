import type { Bus } from './bus.js';

/** A durable this process consumes with, as the metrics name it. */
export interface RunningDurable {
  /** The stream's full name (bus prefix included). */
  stream: string;
  durable: string;
}

/**
 * The durables started on each bus connection, so that /metrics reports the lag and dead letters
 * of this process's consumers without every service listing them again. Keyed by the bus (one
 * per app), so apps sharing a process (tests) keep theirs apart.
 */
const byBus = new WeakMap<Bus, Map<string, RunningDurable>>();

export function addRunningDurable(bus: Bus, entry: RunningDurable): void {
  let entries = byBus.get(bus);
  if (!entries) {
    entries = new Map();
    byBus.set(bus, entries);
  }
  entries.set(`${entry.stream}/${entry.durable}`, entry);
}

export function removeRunningDurable(bus: Bus, entry: RunningDurable): void {
  byBus.get(bus)?.delete(`${entry.stream}/${entry.durable}`);
}

export function runningDurables(bus: Bus): RunningDurable[] {
  return [...(byBus.get(bus)?.values() ?? [])];
}
