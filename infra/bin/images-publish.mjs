#!/usr/bin/env node
// `npm run images:publish -- --registry <host[:port]/path>`: every product image built from its
// Dockerfile, tagged with the commit (git rev-parse --short HEAD), pushed to that registry, with
// a CycloneDX SBOM per image (@cyclonedx/cyclonedx-npm over the npm dependencies the image ships:
// the workspace's production tree; the gateway's also every frontend it serves), written to
// --sbom-dir and naming the pushed image and its digest. The base image's own OS packages are not
// in it: scan the pushed image for those (a container SBOM tool where your CI has one).
//   --registry=registry.example.com/art   where the images go (required): <registry>/<image>:<tag>
//   --images=gateway,identity             a subset (default: all, infra/images/images.mjs)
//   --tag=<tag>                           default: the short commit; "-dirty" is added when the work
//                                         tree has uncommitted changes (refused without --allow-dirty)
//   --engine=buildah|docker               default: buildah where installed (the Dockerfiles use
//                                         RUN --mount), else docker with BuildKit (its buildx component)
//   --build-arg=NAME=VALUE                passed to every build (e.g. NODE_IMAGE=<a mirror's copy>)
//   --sbom-dir=<dir>                      default .run/sbom/<tag>
//   --insecure                            plain HTTP to the registry (a local one on 127.0.0.1)
//   --dry-run                             print the commands, run nothing
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { productImages, selectImages } from '../images/images.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CYCLONEDX = path.join(ROOT, 'node_modules/.bin/cyclonedx-npm');

/** host[:port]/path, lower case, as a registry reference allows; no scheme, no tag. */
export const REGISTRY_PATTERN = /^[a-z0-9.-]+(?::\d+)?(?:\/[a-z0-9._-]+)*$/;

/** The npm workspaces whose production dependencies an image ships. */
export function workspacesOf(image, root = ROOT) {
  if (image.workspaces) return image.workspaces;
  if (image.kind === 'gateway') {
    const frontends = readdirSync(path.join(root, 'frontends'))
      .filter((area) => {
        try {
          readFileSync(path.join(root, 'frontends', area, 'package.json'));
          return true;
        } catch {
          return false;
        }
      })
      .sort()
      .map((area) => `frontends/${area}`);
    return ['gateway', ...frontends];
  }
  return [path.dirname(image.dockerfile)];
}

/** The commands that publish each image, in order: [{ image, ref, build, push, sbom }], each [command, args]. */
export function publishPlan({ images, registry, tag, revision, engine, buildArgs = [], sbomDir, insecure = false }) {
  return images.map((image) => {
    const ref = `${registry}/${image.name}:${tag}`;
    const labels = [
      `org.opencontainers.image.revision=${revision}`,
      `org.opencontainers.image.version=${tag}`,
      `org.opencontainers.image.title=${image.name}`,
    ].flatMap((label) => ['--label', label]);
    const args = buildArgs.flatMap((arg) => ['--build-arg', arg]);
    const build =
      engine === 'buildah'
        ? // Docker's format: OCI's has no HEALTHCHECK, and buildah drops it from an OCI image.
          [
            'buildah',
            ['build', '--layers', '--format', 'docker', '-f', image.dockerfile, ...args, ...labels, '-t', ref, '.'],
          ]
        : ['docker', ['build', '-f', image.dockerfile, ...args, ...labels, '-t', ref, '.']];
    const digestFile = path.join(sbomDir, `${image.name}.digest`);
    const push =
      engine === 'buildah'
        ? [
            'buildah',
            ['push', ...(insecure ? ['--tls-verify=false'] : []), '--digestfile', digestFile, ref, `docker://${ref}`],
          ]
        : ['docker', ['push', ref]];
    const sbom = [
      CYCLONEDX,
      [
        '--omit',
        'dev',
        '--package-lock-only',
        ...workspacesOf(image).flatMap((w) => ['--workspace', w]),
        '--output-format',
        'JSON',
        '--output-file',
        path.join(sbomDir, `${image.name}.cdx.json`),
      ],
    ];
    return { image, ref, build, push, sbom, digestFile };
  });
}

function parseArgs(argv) {
  const options = { buildArgs: [], dryRun: false, insecure: false, allowDirty: false };
  for (const arg of argv) {
    const [, key, value] = /^--([a-z-]+)(?:=(.*))?$/.exec(arg) ?? [];
    if (key === 'registry' && value) options.registry = value.replace(/\/+$/, '');
    else if (key === 'images' && value) options.images = value.split(',').filter(Boolean);
    else if (key === 'tag' && value) options.tag = value;
    else if (key === 'engine' && ['buildah', 'docker'].includes(value)) options.engine = value;
    else if (key === 'build-arg' && value?.includes('=')) options.buildArgs.push(value);
    else if (key === 'sbom-dir' && value) options.sbomDir = path.resolve(value);
    else if (key === 'dry-run' && value === undefined) options.dryRun = true;
    else if (key === 'insecure' && value === undefined) options.insecure = true;
    else if (key === 'allow-dirty' && value === undefined) options.allowDirty = true;
    else throw new Error(`unknown or incomplete option ${arg}; see the head of infra/bin/images-publish.mjs`);
  }
  if (!options.registry) throw new Error('--registry=<host[:port]/path> is required');
  if (!REGISTRY_PATTERN.test(options.registry)) {
    throw new Error(`--registry=${options.registry}: expected host[:port]/path in lower case, no scheme or tag`);
  }
  return options;
}

const git = (args) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
const installed = (command) => spawnSync(command, ['--version'], { stdio: 'ignore' }).status === 0;
const quote = (s) => (/^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replaceAll("'", `'\\''`)}'`);
const show = ([command, args]) =>
  [path.isAbsolute(command) ? path.relative(ROOT, command) : command, ...args].map(quote).join(' ');

function run([command, args], env = {}) {
  console.log(`$ ${show([command, args])}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${path.basename(command)} exited ${result.status ?? result.signal}`);
}

/** The SBOM names the image it describes: ref, digest (after the push) and the commit. */
function describeImage(file, { ref, digest, revision }) {
  const bom = JSON.parse(readFileSync(file, 'utf8'));
  bom.metadata.properties = [
    ...(bom.metadata.properties ?? []),
    { name: 'art:image', value: ref },
    ...(digest ? [{ name: 'art:image-digest', value: digest }] : []),
    { name: 'art:revision', value: revision },
  ];
  writeFileSync(file, `${JSON.stringify(bom, null, 2)}\n`);
}

function digestOf(step, engine) {
  if (engine === 'buildah') return readFileSync(step.digestFile, 'utf8').trim();
  const out = spawnSync('docker', ['image', 'inspect', '--format', '{{json .RepoDigests}}', step.ref], {
    encoding: 'utf8',
  }).stdout;
  const repo = step.ref.slice(0, step.ref.lastIndexOf(':'));
  return (JSON.parse(out || '[]').find((d) => d.startsWith(`${repo}@`)) ?? '').split('@')[1] ?? '';
}

/** Runs a plan: build, push, SBOM naming the pushed digest, for each image in turn. */
export function publish(plan, { engine, revision, sbomDir }) {
  if (engine === 'docker' && spawnSync('docker', ['buildx', 'version'], { stdio: 'ignore' }).status !== 0) {
    // Without buildx, docker 20.10+ refuses DOCKER_BUILDKIT=1, and its legacy builder cannot run
    // the Dockerfiles' RUN --mount (npm's cache): fail before building anything.
    throw new Error(
      "docker builds these Dockerfiles only with BuildKit (RUN --mount), which needs docker's buildx component: install it, or use --engine=buildah",
    );
  }
  mkdirSync(sbomDir, { recursive: true });
  for (const step of plan) {
    console.log(`\n== ${step.image.name}: ${step.ref}`);
    run(step.build, engine === 'docker' ? { DOCKER_BUILDKIT: '1' } : {});
    run(step.push);
    const digest = digestOf(step, engine);
    run(step.sbom);
    describeImage(path.join(sbomDir, `${step.image.name}.cdx.json`), { ref: step.ref, digest, revision });
    rmSync(step.digestFile, { force: true });
    console.log(`${step.ref}${digest ? `@${digest}` : ''}: pushed, SBOM ${step.image.name}.cdx.json`);
  }
}

export function main(argv = process.argv.slice(2)) {
  const options = parseArgs(argv);
  const revision = git(['rev-parse', 'HEAD']);
  let tag = options.tag;
  if (!tag) {
    tag = git(['rev-parse', '--short', 'HEAD']);
    if (git(['status', '--porcelain', '--untracked-files=no'])) {
      // An image tagged with a commit must be that commit: uncommitted changes would be built in.
      if (!options.allowDirty && !options.dryRun) {
        throw new Error(
          'the work tree has uncommitted changes: commit them, or pass --allow-dirty (tag <commit>-dirty)',
        );
      }
      tag += '-dirty';
    }
  }
  const engine = options.engine ?? (installed('buildah') ? 'buildah' : 'docker');
  const sbomDir = options.sbomDir ?? path.join(ROOT, '.run', 'sbom', tag);
  const images = selectImages(productImages(ROOT), options.images);
  const plan = publishPlan({
    images,
    registry: options.registry,
    tag,
    revision,
    engine,
    sbomDir,
    buildArgs: options.buildArgs,
    insecure: options.insecure,
  });
  console.log(`${images.length} image(s) → ${options.registry}, tag ${tag} (${engine}), SBOMs in ${sbomDir}`);
  if (options.dryRun) {
    for (const step of plan) {
      console.log(`# ${step.image.name}: ${step.ref}`);
      for (const command of [step.build, step.push, step.sbom]) console.log(show(command));
    }
    return { tag, plan };
  }
  publish(plan, { engine, revision, sbomDir });
  return { tag, plan };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(`images:publish: ${error.message}`);
    process.exitCode = /required|unknown or incomplete|expected host|uncommitted/.test(error.message) ? 2 : 1;
  }
}
