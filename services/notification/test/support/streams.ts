import type { Bus } from '@art/kit';

/** Deletes the test's prefixed streams (their consumers go with them). */
export async function deleteTestStreams(bus: Bus, bases: string[]): Promise<void> {
  for (const base of bases) {
    await bus.jsm.streams.delete(bus.streamName(base)).catch(() => undefined);
  }
}
