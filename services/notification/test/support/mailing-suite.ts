import { after, before } from 'node:test';
import { ensureStream } from '@art/kit';
import { type MailingNotification, startMailingNotification } from './mailing-app.js';

/**
 * The mailing service of one `describe`: started in its `before` (with the streams `publishes` to,
 * which their owners make when they run, and here the test is the publisher), closed in its
 * `after`. The object is empty until then, so read it inside a test or a hook.
 */
export function mailingSuite(publishes: { stream: string; subjectRoot: string }[] = []): MailingNotification {
  const suite = {} as MailingNotification;
  before(async () => {
    Object.assign(suite, await startMailingNotification());
    for (const { stream, subjectRoot } of publishes) await ensureStream(suite.app.bus, stream, subjectRoot);
  });
  after(async () => {
    // Absent when the start failed: the test's own failure is the one to read.
    await suite.close?.();
  });
  return suite;
}
