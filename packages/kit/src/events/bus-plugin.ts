import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BaseConfig } from '../config.js';
import { type Bus, connectBus, ensureStream } from './bus.js';

declare module 'fastify' {
  interface FastifyInstance {
    bus: Bus;
  }
}

/** The bus settings every service reads from its configuration, as busPlugin takes them. */
export function busSettingsOf(
  config: Pick<BaseConfig, 'NATS_URL' | 'SERVICE_NAME' | 'BUS_PREFIX' | 'NATS_STREAM_REPLICAS'>,
) {
  return {
    url: config.NATS_URL,
    name: config.SERVICE_NAME,
    prefix: config.BUS_PREFIX,
    streamReplicas: config.NATS_STREAM_REPLICAS,
  };
}

/**
 * Connects to NATS JetStream (waiting for it when it is not up yet) and makes sure the service's
 * own stream exists.
 */
export const busPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      url: string;
      name: string;
      prefix?: string;
      streamReplicas?: number;
      streams?: { base: string; subjectRoot: string }[];
    },
  ) => {
    const bus = await connectBus({
      url: options.url,
      name: options.name,
      prefix: options.prefix,
      streamReplicas: options.streamReplicas,
      logger: app.log.child({ component: 'bus' }),
    });
    for (const stream of options.streams ?? []) await ensureStream(bus, stream.base, stream.subjectRoot);
    app.decorate('bus', bus);
    app.addHook('onClose', async () => {
      await bus.nc.drain().catch(() => bus.nc.close());
    });
  },
  { name: 'bus' },
);
