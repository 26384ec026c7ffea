#!/usr/local/bin/node
// The MinIO client stand-in for what the compose file's minio-buckets does against the s3rver
// stand-in: `mc alias set <alias> <url> <key> <secret>`, `mc mb [--ignore-existing] <alias>/<bucket>…`,
// `mc anonymous set download <alias>/<bucket>` (s3rver keeps no bucket policy and serves every
// object to anonymous readers, so this only checks that the bucket exists).
// (CommonJS: the image runs it as /usr/bin/mc, a name without an extension.)
const { mkdirSync, readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const home = process.env.HOME && process.env.HOME !== '/' ? process.env.HOME : '/tmp';
const aliasFile = path.join(home, '.mc', 'aliases.json');
const aliases = () => {
  try {
    return JSON.parse(readFileSync(aliasFile, 'utf8'));
  } catch {
    return {};
  }
};
const target = (arg) => {
  const [alias, bucket] = arg.split('/');
  const url = aliases()[alias]?.url;
  if (!url || !bucket) throw new Error(`mc: unknown alias or no bucket in ${arg}`);
  return `${url.replace(/\/+$/, '')}/${bucket}`;
};

async function main(args) {
  const [command, ...rest] = args;
  if (command === 'alias' && rest[0] === 'set') {
    const [, name, url, accessKey, secretKey] = rest;
    mkdirSync(path.dirname(aliasFile), { recursive: true });
    writeFileSync(aliasFile, JSON.stringify({ ...aliases(), [name]: { url, accessKey, secretKey } }));
    console.log(`Added \`${name}\` successfully.`);
    return;
  }
  if (command === 'mb') {
    const ignoreExisting = rest.includes('--ignore-existing') || rest.includes('-p');
    for (const arg of rest.filter((a) => !a.startsWith('-'))) {
      const response = await fetch(target(arg), { method: 'PUT' });
      if (response.ok) console.log(`Bucket created successfully \`${arg}\`.`);
      else if (response.status === 409 && ignoreExisting) console.log(`Bucket \`${arg}\` already exists.`);
      else throw new Error(`mc mb ${arg}: ${response.status} ${await response.text()}`);
    }
    return;
  }
  if (command === 'anonymous' && rest[0] === 'set') {
    const [, permission, arg] = rest;
    const response = await fetch(target(arg), { method: 'HEAD' });
    if (!response.ok) throw new Error(`mc anonymous set ${permission} ${arg}: bucket answers ${response.status}`);
    console.log(`Access permission for \`${arg}\` is set to \`${permission}\``);
    return;
  }
  throw new Error(`mc stand-in: ${args.join(' ')} is not supported`);
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
