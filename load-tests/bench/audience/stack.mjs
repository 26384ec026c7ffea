// Every area that enforces a block, and a gateway in front, for the audience bench: identity,
// catalogue, social, commerce and messaging from built dist/ with production settings, on bench
// databases of their own (art_<area>_audience_bench, dropped and made again each run), their own
// stream prefix, cache and rate-limit keys, on free ports. Notification is not started: the bench
// reads its members' verification codes where the mail worker reads them (identity's /internal).
// A running `npm start` is left alone; the bench's streams are deleted on stop.
import { benchEnv, freePort, prepareBenchStack, startProcess } from '../processes.mjs';
import { stackStopper, startBenchGateway, UNUSED_PAYMENT_KEYS } from '../stack-parts.mjs';

export const BENCH_DATABASES = {
  identity: 'art_identity_audience_bench',
  catalogue: 'art_catalogue_audience_bench',
  social: 'art_social_audience_bench',
  commerce: 'art_commerce_audience_bench',
  messaging: 'art_messaging_audience_bench',
};

/**
 * { gatewayUrl, urls: { identity, catalogue, social, commerce, messaging }, databases (URLs),
 * internalToken, pids, stop() }.
 */
export async function audienceBenchStack({ logLevel = 'warn' } = {}) {
  const {
    config,
    s3,
    secrets,
    prefix,
    databaseUrls: databases,
  } = await prepareBenchStack({
    databases: BENCH_DATABASES,
    workspaces: [
      '@art/gateway',
      '@art/identity-service',
      '@art/catalogue-service',
      '@art/social-service',
      '@art/commerce-service',
      '@art/messaging-service',
    ],
  });
  const base = {
    ...benchEnv({ config, secrets, prefix, logLevel }),
    SECRET_SEALING_KEY: secrets.SECRET_SEALING_KEY,
    LIVE_SOCKET_KEY: `${prefix}-live`,
  };
  const service = async (area, extra = {}) =>
    startProcess(`audience-${area}`, `services/${area}/dist/main.js`, {
      ...base,
      SERVICE_NAME: area,
      PORT: String(await freePort()),
      DATABASE_URL: databases[area],
      ...extra,
    });
  const started = [];
  const stopAll = stackStopper(started, { s3, streams: { natsUrl: config.natsUrl, prefix } });
  try {
    // Identity first: its stream carries the members into every other area's users projection.
    const identity = await service('identity');
    started.push(identity);
    const catalogue = await service('catalogue', { CACHE_PREFIX: `${prefix}:catalogue:cache:` });
    started.push(catalogue);
    const social = await service('social');
    started.push(social);
    const commerce = await service('commerce', { ...UNUSED_PAYMENT_KEYS, CATALOGUE_URL: catalogue.url });
    started.push(commerce);
    const messaging = await service('messaging');
    started.push(messaging);
    const gateway = await startBenchGateway('audience-gateway', {
      base,
      prefix,
      areaUrls: {
        IDENTITY_URL: identity.url,
        CATALOGUE_URL: catalogue.url,
        SOCIAL_URL: social.url,
        COMMERCE_URL: commerce.url,
        MESSAGING_URL: messaging.url,
      },
    });
    started.push(gateway);
    return {
      gatewayUrl: gateway.url,
      urls: {
        identity: identity.url,
        catalogue: catalogue.url,
        social: social.url,
        commerce: commerce.url,
        messaging: messaging.url,
      },
      databases,
      internalToken: secrets.INTERNAL_TOKEN,
      pids: Object.fromEntries(started.map((handle) => [handle.name.replace('audience-', ''), handle.pid])),
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
