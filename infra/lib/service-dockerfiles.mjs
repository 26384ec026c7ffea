// Each service's own Dockerfile (services/<area>/Dockerfile): the shared, parametrised
// infra/docker/service.Dockerfile with its SERVICE and PORT fixed, so `docker build -f
// services/<area>/Dockerfile .` needs no build arguments. Generated, never edited by hand: one
// template keeps the stages the same for every service, and infra/test fails on a stale copy.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PORTS, ROOT } from './config.mjs';

export const TEMPLATE = path.join(ROOT, 'infra', 'docker', 'service.Dockerfile');
const GLOBAL_ARGS = 'ARG SERVICE\nARG PORT\n';

/** The services that get an image: services/<area> with a package.json, and their ports. */
export function servicesWithImages(root = ROOT) {
  const dir = path.join(root, 'services');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'package.json')))
    .map((entry) => {
      const port = DEFAULT_PORTS[entry.name];
      if (!port) throw new Error(`services/${entry.name} has no port in infra/lib/config.mjs DEFAULT_PORTS`);
      return { area: entry.name, port, file: path.join(dir, entry.name, 'Dockerfile') };
    })
    .sort((a, b) => a.port - b.port);
}

/** The text of services/<area>/Dockerfile from the template's text. */
export function renderServiceDockerfile(template, { area, port }) {
  const stages = template.indexOf('# Stages:');
  const firstStage = template.search(/^FROM /m);
  // The global ARGs (before the first FROM) carry the defaults; each stage's own ARG inherits them.
  const preamble = template.slice(0, firstStage);
  if (stages === -1 || firstStage === -1 || stages > firstStage || !preamble.includes(GLOBAL_ARGS)) {
    throw new Error(
      `${path.relative(ROOT, TEMPLATE)} lost its "# Stages:" comment or its global ARG SERVICE / ARG PORT before the first FROM`,
    );
  }
  const header = [
    '# syntax=docker/dockerfile:1',
    '# GENERATED from infra/docker/service.Dockerfile by `node infra/bin/dockerfiles.mjs`: change that',
    '# file and run the script again (infra/test fails when this copy is stale).',
    `# Image of the ${area} service (services/${area}, port ${port}), built from the repository root:`,
    `#   docker build -f services/${area}/Dockerfile -t art-marketplace/${area} .`,
    '',
  ].join('\n');
  const fixed = preamble.slice(stages).replace(GLOBAL_ARGS, `ARG SERVICE=${area}\nARG PORT=${port}\n`);
  return header + fixed + template.slice(firstStage);
}

/** Writes every services/<area>/Dockerfile; returns the files whose content changed. */
export function writeServiceDockerfiles(root = ROOT) {
  const template = readFileSync(TEMPLATE, 'utf8');
  const changed = [];
  for (const service of servicesWithImages(root)) {
    const text = renderServiceDockerfile(template, service);
    if (existsSync(service.file) && readFileSync(service.file, 'utf8') === text) continue;
    writeFileSync(service.file, text);
    changed.push(path.relative(root, service.file));
  }
  return changed;
}
