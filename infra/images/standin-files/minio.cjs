#!/usr/local/bin/node
// The MinIO stand-in: s3rver (path-style S3 on :9000, objects under the data directory) with the
// MinIO keys the compose file gives (MINIO_ROOT_USER / MINIO_ROOT_PASSWORD) and MinIO's liveness
// address /minio/health/live, which the compose health check asks. `minio server <dir>` as MinIO.
// (CommonJS: the image runs it as /usr/bin/minio, a name without an extension.)
const http = require('node:http');
const { mkdirSync } = require('node:fs');
const S3rver = require('/usr/local/lib/node_modules/s3rver');
const { DUMMY_ACCOUNT } = require('/usr/local/lib/node_modules/s3rver/lib/models/account');

const args = process.argv.slice(2);
if (args[0] !== 'server' || !args[1]) {
  console.error('usage: minio server <directory> (a stand-in: s3rver)');
  process.exit(2);
}
const directory = args[1];
mkdirSync(directory, { recursive: true });
DUMMY_ACCOUNT.createKeyPair(
  process.env.MINIO_ROOT_USER || 'minioadmin',
  process.env.MINIO_ROOT_PASSWORD || 'minioadmin',
);
const s3 = new S3rver({ directory, silent: false, allowMismatchedSignatures: true, vhostBuckets: false });
const handle = s3.callback();
const server = http.createServer((req, res) => {
  if (req.url.startsWith('/minio/health/')) {
    res.writeHead(200).end();
    return;
  }
  handle(req, res);
});
server.listen(9000, '0.0.0.0', () => console.log(`S3 API (s3rver stand-in for MinIO) on :9000, data in ${directory}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
