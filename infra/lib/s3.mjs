// The local S3 endpoint: s3rver in this process (data under .run/s3), with the image buckets.
// When something already answers S3 on the port (another `npm start`, or MinIO), it is reused
// and left alone on stop.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as Minio from 'minio';
import S3rver from 's3rver';
import { loadInfraConfig } from './config.mjs';
import { log } from './log.mjs';
import { isPortOpen } from './wait.mjs';

const require = createRequire(import.meta.url);

export function s3Client(s3) {
  return new Minio.Client({
    endPoint: s3.host,
    port: s3.port,
    useSSL: false,
    accessKey: s3.accessKey,
    secretKey: s3.secretKey,
    region: 'us-east-1',
    pathStyle: true,
  });
}

export async function ensureBuckets(s3, buckets = [s3.bucket, s3.fallbackBucket]) {
  const client = s3Client(s3);
  for (const bucket of buckets) {
    if (!(await client.bucketExists(bucket))) await client.makeBucket(bucket, 'us-east-1');
  }
}

/** Starts s3rver (or reuses a running endpoint); resolves to { endpoint, owned, stop() }. */
export async function startS3(s3 = loadInfraConfig().s3, { quiet = false } = {}) {
  const endpoint = `http://${s3.host}:${s3.port}`;
  if (await isPortOpen(s3.host, s3.port)) {
    try {
      await ensureBuckets(s3);
    } catch (error) {
      throw new Error(
        `port ${s3.port} is taken by something that is not a usable S3 endpoint (${error.message}); set S3_PORT`,
      );
    }
    if (!quiet) log.ok(`S3 endpoint already running at ${endpoint} (reused, left running on exit)`);
    return { endpoint, owned: false, stop: async () => {} };
  }
  mkdirSync(s3.directory, { recursive: true });
  if (s3.accessKey !== 'S3RVER') {
    // s3rver knows one key pair; teach it the configured one as well.
    const { DUMMY_ACCOUNT } = require('s3rver/lib/models/account');
    DUMMY_ACCOUNT.createKeyPair(s3.accessKey, s3.secretKey);
  }
  const server = new S3rver({
    address: s3.host,
    port: s3.port,
    directory: s3.directory,
    silent: true,
    allowMismatchedSignatures: true,
    vhostBuckets: false,
  });
  await server.run();
  await ensureBuckets(s3);
  if (!quiet)
    log.ok(`S3 endpoint (s3rver) at ${endpoint}, buckets ${s3.bucket}, ${s3.fallbackBucket}, data in ${s3.directory}`);
  return {
    endpoint,
    owned: true,
    stop: async () => {
      await server.close();
      if (!quiet) log.info('stopped S3 endpoint');
    },
  };
}
