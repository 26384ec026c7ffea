// Each service's own Dockerfile (services/<area>/Dockerfile): the shared, parametrised
// infra/docker/service.Dockerfile with its SERVICE and PORT fixed, so `docker build -f
// services/<area>/Dockerfile .` needs no build arguments. The same for each frontend remote's
// static image (frontends/<area>/Dockerfile from infra/docker/remote.Dockerfile with REMOTE
// fixed). Generated, never edited by hand: one template keeps the stages the same for every
// image, and infra/test fails on a stale copy.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PORTS, ROOT } from './config.mjs';

export const TEMPLATE = path.join(ROOT, 'infra', 'docker', 'service.Dockerfile');
export const REMOTE_TEMPLATE = path.join(ROOT, 'infra', 'docker', 'remote.Dockerfile');
/** The host: served by the gateway at /, never an image of its own. */
const SHELL = 'shell';

/** The folders of `dir` (under root) that hold a package.json. */
function workspacesUnder(root, dir) {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(full, entry.name, 'package.json')))
    .map((entry) => ({ area: entry.name, file: path.join(full, entry.name, 'Dockerfile') }));
}

/** The services that get an image: services/<area> with a package.json, and their ports. */
export function servicesWithImages(root = ROOT) {
  return workspacesUnder(root, 'services')
    .map((service) => {
      const port = DEFAULT_PORTS[service.area];
      if (!port) throw new Error(`services/${service.area} has no port in infra/lib/config.mjs DEFAULT_PORTS`);
      return { ...service, port };
    })
    .sort((a, b) => a.port - b.port);
}

/** The frontend remotes that get a static image: frontends/<area> with a package.json, but the shell. */
export function remotesWithImages(root = ROOT) {
  return workspacesUnder(root, 'frontends')
    .filter((remote) => remote.area !== SHELL)
    .sort((a, b) => a.area.localeCompare(b.area));
}

/**
 * A template's text with the global ARGs (before the first FROM) given defaults: `lines` is the
 * header of the generated file, `args` the { NAME: value } to fix. Each stage's own ARG inherits them.
 */
function renderFixed(template, templateFile, lines, args) {
  const stages = template.indexOf('# Stages:');
  const firstStage = template.search(/^FROM /m);
  const preamble = template.slice(0, firstStage);
  const bare = Object.keys(args).map((name) => `ARG ${name}\n`);
  if (stages === -1 || firstStage === -1 || stages > firstStage || !bare.every((line) => preamble.includes(line))) {
    throw new Error(
      `${path.relative(ROOT, templateFile)} lost its "# Stages:" comment or its global ${Object.keys(args)
        .map((name) => `ARG ${name}`)
        .join(' / ')} before the first FROM`,
    );
  }
  let fixed = preamble.slice(stages);
  for (const [name, value] of Object.entries(args)) fixed = fixed.replace(`ARG ${name}\n`, `ARG ${name}=${value}\n`);
  const header = [
    '# syntax=docker/dockerfile:1',
    `# GENERATED from ${path.relative(ROOT, templateFile)} by \`node infra/bin/dockerfiles.mjs\`: change that`,
    '# file and run the script again (infra/test fails when this copy is stale).',
    ...lines,
    '',
  ].join('\n');
  return header + fixed + template.slice(firstStage);
}

/** The text of services/<area>/Dockerfile from the template's text. */
export function renderServiceDockerfile(template, { area, port }) {
  return renderFixed(
    template,
    TEMPLATE,
    [
      `# Image of the ${area} service (services/${area}, port ${port}), built from the repository root:`,
      `#   docker build -f services/${area}/Dockerfile -t art-marketplace/${area} .`,
    ],
    { SERVICE: area, PORT: port },
  );
}

/** The text of frontends/<area>/Dockerfile from the remote template's text. */
export function renderRemoteDockerfile(template, { area }) {
  return renderFixed(
    template,
    REMOTE_TEMPLATE,
    [
      `# Static image of the ${area} remote (frontends/${area}, served at /mf/${area}/ on port 8080), built`,
      '# from the repository root:',
      `#   docker build -f frontends/${area}/Dockerfile -t art-marketplace/remote-${area} .`,
    ],
    { REMOTE: area },
  );
}

/** Writes each image's Dockerfile from its template; returns the files whose content changed. */
function writeGenerated(root, templateFile, images, render) {
  const template = readFileSync(templateFile, 'utf8');
  const changed = [];
  for (const image of images) {
    const text = render(template, image);
    if (existsSync(image.file) && readFileSync(image.file, 'utf8') === text) continue;
    writeFileSync(image.file, text);
    changed.push(path.relative(root, image.file));
  }
  return changed;
}

/** Writes every services/<area>/Dockerfile; returns the files whose content changed. */
export function writeServiceDockerfiles(root = ROOT) {
  return writeGenerated(root, TEMPLATE, servicesWithImages(root), renderServiceDockerfile);
}

/** Writes every frontends/<area>/Dockerfile (not the shell's); returns the files whose content changed. */
export function writeRemoteDockerfiles(root = ROOT) {
  return writeGenerated(root, REMOTE_TEMPLATE, remotesWithImages(root), renderRemoteDockerfile);
}
