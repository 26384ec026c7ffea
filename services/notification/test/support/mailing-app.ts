import { type MailSink, startMailSink } from '@art/testing';
import { recreateDatabase } from './database.js';
import { type IdentityStandIn, startIdentityStandIn } from './identity-stand-in.js';
import { type NotificationApp, startNotification } from './notification-app.js';
import { deleteQueueKeys } from './queue-keys.js';
import { deleteTestStreams } from './streams.js';
import { TEST_DATABASE_URL, TEST_INTERNAL_TOKEN } from './test-config.js';

export interface MailingNotification {
  app: NotificationApp;
  /** Catches what the service sends over SMTP. */
  sink: MailSink;
  /** Answers the service's questions about people, as identity would. */
  identity: IdentityStandIn;
  /** Stops everything and removes the test's streams and queue keys. */
  close(): Promise<void>;
}

/** The service on a fresh database, sending mail to a sink and asking identity's stand-in who people are. */
export async function startMailingNotification(): Promise<MailingNotification> {
  await recreateDatabase(TEST_DATABASE_URL);
  const sink = await startMailSink();
  const identity = await startIdentityStandIn(TEST_INTERNAL_TOKEN);
  const { app, config } = await startNotification({
    SMTP_URL: `smtp://127.0.0.1:${sink.smtpPort}`,
    IDENTITY_URL: identity.url,
  });
  return {
    app,
    sink,
    identity,
    async close() {
      await deleteTestStreams(app.bus, ['IDENTITY', 'CATALOGUE', 'SOCIAL', 'COMMERCE', 'MODERATION', 'DEADLETTER']);
      await app.close();
      await deleteQueueKeys(config.REDIS_URL, config.MAIL_QUEUE_PREFIX);
      await sink.stop();
      await identity.close();
    },
  };
}

/** The notifications stored for a member, oldest first, as rows. */
export const storedNotifications = (app: NotificationApp, userId: string) =>
  app.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
