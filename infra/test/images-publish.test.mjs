// The image pipeline (infra/bin/images-publish.mjs): what it would run for every product image
// (--dry-run), its refusals, and a real build, push and SBOM against a registry on this machine
// (Debian's docker-registry on 127.0.0.1), with an image made FROM scratch so that it costs
// nothing and needs no base image.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { publish, publishPlan } from '../bin/images-publish.mjs';
import { productImages } from '../images/images.mjs';
import { ROOT } from '../manifest-checks/config-schemas.mjs';

const SCRIPT = path.join(ROOT, 'infra/bin/images-publish.mjs');
const git = (args) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
const cli = (args) => spawnSync(process.execPath, [SCRIPT, ...args], { cwd: ROOT, encoding: 'utf8' });
const temps = [];
const stops = [];
after(() => {
  for (const stop of stops) stop();
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});
function tempDir(prefix) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  temps.push(dir);
  return dir;
}
const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

test('--dry-run: every image built from its Dockerfile, tagged with the commit, pushed under the registry, an SBOM of its workspaces; nothing run', () => {
  const sbomDir = path.join(tempDir('art-sbom-dry-'), 'out');
  const result = cli(['--registry=registry.example.com/art', '--dry-run', `--sbom-dir=${sbomDir}`, '--engine=buildah']);
  assert.equal(result.status, 0, result.stderr);
  const short = git(['rev-parse', '--short', 'HEAD']);
  const tag = new RegExp(`^${short}(-dirty)?$`);
  const lines = result.stdout.split('\n');
  for (const image of productImages(ROOT)) {
    const ref = lines.find((l) => l.startsWith(`# ${image.name}: `))?.split(': ')[1];
    assert.ok(ref, `${image.name} is not in the plan`);
    const [repository, version] = ref.split(/:(?=[^:]+$)/);
    assert.equal(repository, `registry.example.com/art/${image.name}`);
    assert.match(version, tag);
    assert.ok(
      lines.some(
        (l) =>
          l.startsWith('buildah build --layers --format docker ') &&
          l.includes(`-f ${image.dockerfile} `) &&
          l.endsWith(`-t ${ref} .`),
      ),
      `${image.name}: build`,
    );
    assert.ok(
      lines.some((l) => l.startsWith('buildah push') && l.endsWith(`${ref} docker://${ref}`)),
      `${image.name}: push`,
    );
    const sbom = lines.find((l) => l.includes('cyclonedx-npm') && l.endsWith(`${image.name}.cdx.json`));
    assert.ok(sbom, `${image.name}: SBOM`);
    const workspace = image.kind === 'gateway' ? 'gateway' : path.dirname(image.dockerfile);
    assert.ok(sbom.includes(`--workspace ${workspace} `) && sbom.includes('--omit dev'), sbom);
  }
  assert.ok(!existsSync(sbomDir), 'a dry run writes nothing');
});

test('refusals: no registry, a URL instead of a registry path, an unknown image or option (exit 2 with what to do)', () => {
  for (const [args, message] of [
    [['--dry-run'], /--registry=<host\[:port\]\/path> is required/],
    [['--registry=https://registry.example.com/art', '--dry-run'], /expected host\[:port\]\/path/],
    [['--registry=r.example.com/art', '--images=nope', '--dry-run'], /unknown image nope; images are gateway, /],
    [['--registry=r.example.com/art', '--push-everything'], /unknown or incomplete option --push-everything/],
  ]) {
    const result = cli(args);
    assert.notEqual(result.status, 0, args.join(' '));
    assert.match(result.stderr, message);
  }
});

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function startRegistry() {
  const dir = tempDir('art-registry-');
  const port = await freePort();
  writeFileSync(
    path.join(dir, 'config.yml'),
    `version: 0.1\nstorage:\n  filesystem: { rootdirectory: ${dir}/data }\nhttp:\n  addr: 127.0.0.1:${port}\n`,
  );
  const child = spawn('docker-registry', ['serve', path.join(dir, 'config.yml')], { stdio: 'ignore' });
  stops.push(() => child.kill('SIGTERM'));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${base}/v2/`)).ok) return { host: `127.0.0.1:${port}`, base };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('docker-registry did not answer on /v2/ within 10 s');
}

const dockerAnswers = () => has('docker') && spawnSync('docker', ['info'], { stdio: 'ignore' }).status === 0;
const buildx = () => spawnSync('docker', ['buildx', 'version'], { stdio: 'ignore' }).status === 0;
const ENGINES = {
  buildah: () => (has('buildah') ? false : 'buildah is not installed (apt-get install -y buildah)'),
  docker: () =>
    !dockerAnswers()
      ? 'docker is not installed or its daemon does not answer'
      : !buildx()
        ? "docker has no buildx component (Debian's docker.io ships none): the refusal is tested below"
        : false,
};

test('docker without buildx: refused before anything is built, naming buildx and --engine=buildah', {
  skip: !dockerAnswers() || buildx() ? 'docker answers with buildx, or does not answer' : false,
}, () => {
  const sbomDir = path.join(tempDir('art-sbom-docker-'), 'out');
  const image = { name: 'publish-probe', kind: 'service', dockerfile: 'Dockerfile', workspaces: ['services/identity'] };
  const plan = publishPlan({
    images: [image],
    registry: '127.0.0.1:1/art',
    tag: 't',
    revision: 'r',
    engine: 'docker',
    sbomDir,
  });
  assert.throws(
    () => publish(plan, { engine: 'docker', revision: 'r', sbomDir }),
    /needs docker's buildx component: install it, or use --engine=buildah/,
  );
  assert.ok(!existsSync(sbomDir), 'nothing was started');
});

for (const [engine, missing] of Object.entries(ENGINES)) {
  const skip = has('docker-registry')
    ? missing()
    : 'docker-registry is not installed (apt-get install -y --no-install-recommends docker-registry): the push to a local registry is not tried';
  test(`${engine}: a real build, push to a registry on 127.0.0.1 and SBOM: the registry holds the tag, the SBOM names its digest`, {
    skip,
  }, async () => {
    const registry = await startRegistry();
    const work = tempDir('art-publish-');
    writeFileSync(
      path.join(work, 'Dockerfile'),
      'FROM scratch\nCOPY package.json /probe/\nHEALTHCHECK CMD ["/probe/check"]\nUSER 1000\n',
    );
    const sbomDir = path.join(work, 'sbom');
    const tag = `probe-${engine}-${process.pid}`;
    const revision = git(['rev-parse', 'HEAD']);
    const image = {
      name: 'publish-probe',
      kind: 'service',
      dockerfile: path.join(work, 'Dockerfile'),
      workspaces: ['services/identity'],
    };
    const plan = publishPlan({
      images: [image],
      registry: `${registry.host}/art`,
      tag,
      revision,
      engine,
      sbomDir,
      insecure: true,
    });
    stops.push(() => spawnSync(engine, ['rmi', '-f', plan[0].ref], { stdio: 'ignore' }));
    publish(plan, { engine, revision, sbomDir });

    const tags = await (await fetch(`${registry.base}/v2/art/publish-probe/tags/list`)).json();
    assert.deepEqual(tags.tags, [tag]);
    const manifest = await fetch(`${registry.base}/v2/art/publish-probe/manifests/${tag}`, {
      method: 'HEAD',
      headers: {
        accept: 'application/vnd.oci.image.manifest.v1+json, application/vnd.docker.distribution.manifest.v2+json',
      },
    });
    const digest = manifest.headers.get('docker-content-digest');
    assert.match(digest, /^sha256:[0-9a-f]{64}$/);
    // The pushed image keeps what the Dockerfile says (an OCI build would have lost the HEALTHCHECK).
    const body = await (
      await fetch(`${registry.base}/v2/art/publish-probe/manifests/${tag}`, {
        headers: { accept: 'application/vnd.docker.distribution.manifest.v2+json' },
      })
    ).json();
    const config = await (await fetch(`${registry.base}/v2/art/publish-probe/blobs/${body.config.digest}`)).json();
    assert.deepEqual(config.config.Healthcheck?.Test, ['CMD', '/probe/check']);
    assert.equal(config.config.Labels['org.opencontainers.image.revision'], revision);

    const bom = JSON.parse(readFileSync(path.join(sbomDir, 'publish-probe.cdx.json'), 'utf8'));
    assert.equal(bom.bomFormat, 'CycloneDX');
    const property = (name) => bom.metadata.properties.find((p) => p.name === name)?.value;
    assert.equal(property('art:image'), `${registry.host}/art/publish-probe:${tag}`);
    assert.equal(property('art:image-digest'), digest);
    assert.equal(property('art:revision'), revision);
    const names = bom.components.map((c) => `${c.group ? `${c.group}/` : ''}${c.name}`);
    assert.ok(names.includes('@art/kit') && names.includes('argon2'), "identity's production tree");
    assert.ok(!names.includes('vitest') && !names.includes('typescript'), 'no development dependencies');
  });
}
