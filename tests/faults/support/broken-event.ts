import { randomUUID } from 'node:crypto';
import { connect, headers } from 'nats';
import type { Stack } from '../../system/support/stack.js';

/** An event put on a stream by the suite itself, that no consumer can ever handle. */
export interface BrokenEvent {
  id: string;
  /** The stream's base name, as the audit counts it (CATALOGUE). */
  stream: string;
  subject: string;
}

/**
 * A like event that breaks its contract (no artwork, no liker), published straight to the
 * catalogue stream as a faulty publisher would. Every consumer that takes likes must move it to
 * the dead-letter stream, and nothing else may land there: the dead letters then hold exactly the
 * messages that can never succeed, while the faults make everything else fail for a while.
 */
export async function publishBrokenEvent(stack: Stack): Promise<BrokenEvent> {
  const id = randomUUID();
  const subject = `${stack.prefix}.catalogue.artwork.liked`;
  const envelope = {
    id,
    type: 'catalogue.artwork.liked',
    version: 1,
    occurredAt: new Date().toISOString(),
    actor: { userId: null, role: null },
    data: { liked: 'nothing in particular' },
  };
  const nc = await connect({ servers: stack.nats.url, timeout: 5000 });
  try {
    const h = headers();
    h.set('x-request-id', `faults-broken-${id}`);
    await nc
      .jetstream()
      .publish(subject, new TextEncoder().encode(JSON.stringify(envelope)), { msgID: id, headers: h });
  } finally {
    await nc.close();
  }
  return { id, stream: 'CATALOGUE', subject };
}
