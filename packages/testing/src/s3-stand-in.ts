/// <reference path="./s3rver.d.ts" />
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface S3StandIn {
  endpoint: string;
  stop(): Promise<void>;
}

/**
 * A private S3 server (the real S3 protocol) on a random port with the services' two buckets, so a
 * test never depends on (or touches) the developer's object storage.
 */
export async function startS3StandIn(name: string): Promise<S3StandIn> {
  const directory = await mkdtemp(path.join(tmpdir(), `${name}-s3-`));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'art-images' }, { name: 'art-images-fallback' }],
  });
  const { port } = (await server.run()) as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
