#!/usr/bin/env node
import { ensureBaseImages } from '../images/standins.mjs';
// The base images the Dockerfiles and infra/docker-compose.yml pin, in the local Docker engine:
// present ones are left alone, missing ones are pulled, and where no registry answers a local
// stand-in is made under the same name (infra/images/standins.mjs). `--no-pull` skips the pull.
import { ROOT } from '../lib/config.mjs';

const report = ensureBaseImages(ROOT, { pull: !process.argv.includes('--no-pull') });
for (const { image, source } of report) console.log(`  ${image.padEnd(48)} ${source}`);
