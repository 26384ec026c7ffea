// The live socket's stack for the messaging bench: TWO messaging instances (A behind a gateway of
// its own, B reached directly) and notification, from built dist/ with production settings, on the
// bench databases art_messaging_bench and art_notification_bench (dropped and made again each
// run), their own stream prefix and their own LIVE_SOCKET_KEY (the socket.io Redis adapter of both
// instances and notification's emitter share it, and nothing else on the machine does), on free
// ports. Identity and social are not started: the bench signs its members' tokens with the stack's
// JWT secret and publishes social's like events on the bus itself. A running `npm start` is left
// alone; the bench's streams are deleted on stop.
import { benchEnv, prepareBenchStack } from '../processes.mjs';
import { benchServiceStarter, migrateThenPrepare, stackStopper, startBenchGateway } from '../stack-parts.mjs';
import { startServiceStandIn } from './service-stand-in.mjs';

export const BENCH_DATABASES = { messaging: 'art_messaging_bench', notification: 'art_notification_bench' };

/**
 * { gatewayUrl, messagingUrls: { a, b }, notificationUrl, databases: { messaging, notification }
 * (URLs), jwtSecret, natsUrl, prefix, pids: { gateway, a, b, notification }, stop() }.
 * `prepare(databases)` runs once both services have migrated their databases and stopped again.
 * `services: true` (the spread bench) puts A and B behind stand-ins of the two Kubernetes Services
 * (service-stand-in.mjs) instead: `messaging` without affinity and `messaging-polling` with ClientIP,
 * and starts two gateways in front of them: `gateway` as the manifests configure it (MESSAGING_URL
 * the first, MESSAGING_POLLING_URL the second) and `gatewayPinned` as before decision 0045 (everything
 * through the ClientIP Service). Their stand-ins come back as `services: { spread, sticky }`.
 */
export async function messagingBenchStack({ logLevel = 'warn', prepare, services = false } = {}) {
  const {
    config,
    s3,
    secrets,
    prefix,
    databaseUrls: databases,
  } = await prepareBenchStack({
    databases: BENCH_DATABASES,
    workspaces: ['@art/gateway', '@art/messaging-service', '@art/notification-service'],
  });
  const base = { ...benchEnv({ config, secrets, prefix, logLevel }), LIVE_SOCKET_KEY: `${prefix}-live` };
  const started = [];
  const stopAll = stackStopper(started, { s3, streams: { natsUrl: config.natsUrl, prefix } });
  const start = benchServiceStarter(base, started);
  const startMessaging = (name) => start(name, 'messaging', { DATABASE_URL: databases.messaging });
  const startNotification = () =>
    start('notification', 'notification', {
      DATABASE_URL: databases.notification,
      MAIL_QUEUE_PREFIX: `${prefix}-mail`,
    });
  let closeStandIns = async () => {};
  try {
    await migrateThenPrepare(
      started,
      async () => {
        await startMessaging('messaging-a');
        await startNotification();
      },
      () => prepare?.(databases),
    );
    const a = await startMessaging('messaging-a');
    const b = await startMessaging('messaging-b');
    const notification = await startNotification();
    const gatewayTo = async (name, messagingUrls) => {
      const gateway = await startBenchGateway(name, {
        base,
        prefix,
        areaUrls: { ...messagingUrls, NOTIFICATION_URL: notification.url },
      });
      started.push(gateway);
      return gateway;
    };
    const stack = {
      messagingUrls: { a: a.url, b: b.url },
      notificationUrl: notification.url,
      databases,
      jwtSecret: secrets.JWT_SECRET,
      natsUrl: config.natsUrl,
      prefix,
    };
    const pidsWith = (gateway) => ({ gateway: gateway.pid, a: a.pid, b: b.pid, notification: notification.pid });
    if (!services) {
      const gateway = await gatewayTo('gateway', { MESSAGING_URL: a.url });
      return { ...stack, gatewayUrl: gateway.url, pids: pidsWith(gateway), stop: stopAll };
    }
    const backends = [
      { name: 'a', url: a.url },
      { name: 'b', url: b.url },
    ];
    const spread = await startServiceStandIn({ backends, affinity: 'None' });
    const sticky = await startServiceStandIn({ backends, affinity: 'ClientIP' });
    closeStandIns = async () => {
      await spread.close();
      await sticky.close();
    };
    const gateway = await gatewayTo('gateway', { MESSAGING_URL: spread.url, MESSAGING_POLLING_URL: sticky.url });
    const gatewayPinned = await gatewayTo('gateway-pinned', { MESSAGING_URL: sticky.url });
    return {
      ...stack,
      gatewayUrl: gateway.url,
      pinnedGatewayUrl: gatewayPinned.url,
      services: { spread, sticky },
      pids: pidsWith(gateway),
      stop: async () => {
        await stopAll();
        await closeStandIns();
      },
    };
  } catch (error) {
    await stopAll();
    await closeStandIns();
    throw error;
  }
}
