import {
  type MailSink,
  type OwnNats,
  type OwnPostgres,
  type OwnRedis,
  type S3StandIn,
  startMailSink,
  startOwnNats,
  startOwnPostgres,
  startOwnRedis,
  startS3StandIn,
} from '@art/testing';
import type { StackInfra } from '../../system/support/stack.js';

/**
 * The servers the faults hit, all the suite's own: a NATS (stopped and started on its port, its
 * JetStream folder kept), a Redis, a PostgreSQL cluster (initdb into a temporary folder), an SMTP
 * sink and an S3 endpoint. Nothing of the machine's (other suites and the developer use those) is
 * touched.
 */
export interface FaultInfra {
  nats: OwnNats;
  redis: OwnRedis;
  postgres: OwnPostgres;
  mail: MailSink;
  s3: S3StandIn;
  /** What startStack takes. */
  stackInfra: StackInfra;
  dispose(): Promise<void>;
}

export async function startFaultInfra(): Promise<FaultInfra> {
  const cleanups: (() => Promise<void>)[] = [];
  const dispose = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const postgres = await startOwnPostgres();
    cleanups.push(() => postgres.dispose());
    const redis = await startOwnRedis();
    cleanups.push(() => redis.dispose());
    const nats = await startOwnNats();
    cleanups.push(() => nats.dispose());
    const mail = await startMailSink();
    cleanups.push(() => mail.stop());
    const s3 = await startS3StandIn('faults');
    cleanups.push(() => s3.stop());
    return {
      nats,
      redis,
      postgres,
      mail,
      s3,
      stackInfra: {
        nats,
        databaseAdminUrl: postgres.adminUrl,
        redisUrl: redis.url,
        smtp: { host: '127.0.0.1', port: mail.smtpPort, apiUrl: mail.apiUrl },
        s3Endpoint: s3.endpoint,
      },
      dispose,
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}
