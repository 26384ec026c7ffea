// Reads a Dockerfile into stages and checks what the marketplace's images promise: multi-stage on
// Node 22 (node:22-slim), dependencies installed with npm ci and built with turbo, production
// dependencies only at run time, a non-root user, NODE_ENV=production, a HEALTHCHECK on /health
// with node (the slim image has no curl), and for the gateway the built frontends. A remote's
// static image (remoteDockerfileProblems): built on Node 22 the same way, served by a pinned
// nginx-unprivileged as a non-root user, with a HEALTHCHECK on its manifest and nothing but the
// remote's dist copied from the build.

/** [{ keyword, args, line }] with continuations joined and comments dropped. */
export function instructionsOf(text) {
  const instructions = [];
  let current;
  text.split('\n').forEach((raw, index) => {
    const line = raw.replace(/\r$/, '');
    if (!current && /^\s*(#|$)/.test(line)) return;
    if (current && /^\s*#/.test(line)) return;
    const continued = /\\\s*$/.test(line);
    const body = line.replace(/\\\s*$/, '');
    if (current) current.args += ` ${body.trim()}`;
    else {
      const match = body.trim().match(/^(\S+)\s*(.*)$/);
      current = { keyword: match[1].toUpperCase(), args: match[2], line: index + 1 };
    }
    if (!continued) {
      instructions.push(current);
      current = undefined;
    }
  });
  if (current) instructions.push(current);
  return instructions;
}

/** { args: {global ARG defaults}, stages: [{ from, image, name, instructions }] } */
export function stagesOf(text) {
  const globalArgs = {};
  const stages = [];
  for (const instruction of instructionsOf(text)) {
    if (instruction.keyword === 'FROM') {
      const parts = instruction.args.split(/\s+/).filter((p) => !p.startsWith('--'));
      const image = parts[0].replace(/\$\{?(\w+)\}?/g, (_, name) => globalArgs[name] ?? '');
      stages.push({ from: parts[0], image, name: parts[2], line: instruction.line, instructions: [] });
    } else if (stages.length === 0) {
      if (instruction.keyword === 'ARG') {
        const [name, value = ''] = instruction.args.split('=');
        globalArgs[name.trim()] = value.trim();
      }
    } else stages.at(-1).instructions.push(instruction);
  }
  return { args: globalArgs, stages };
}

/**
 * Why an image reference is not pinned (undefined when it is): a tag other than `latest`, or a
 * digest. `redis:7` counts as pinned (a major line); `minio/minio` or `minio/minio:latest` do not.
 */
export function unpinnedImageProblem(reference = '') {
  const ref = String(reference).trim();
  if (!ref) return 'no image';
  if (/@sha256:[0-9a-f]{64}$/.test(ref)) return undefined;
  const lastPart = ref.slice(ref.lastIndexOf('/') + 1);
  const tag = lastPart.includes(':') ? lastPart.slice(lastPart.indexOf(':') + 1) : '';
  if (!tag) return `${ref} has no tag (that is :latest)`;
  if (tag === 'latest') return `${ref} is not pinned (:latest)`;
  if (/\$\{?\w+/.test(tag)) return `${ref} has its tag from a variable`;
  return undefined;
}

const of = (stage, keyword) => stage.instructions.filter((i) => i.keyword === keyword);
const runs = (stages, pattern) => stages.some((stage) => of(stage, 'RUN').some((i) => pattern.test(i.args)));

/** The runtime stage's last USER must be someone other than root. */
function rootProblems(final) {
  const user = of(final, 'USER').at(-1)?.args.trim();
  return !user || /^(root|0)(:|$)/.test(user) ? [`the runtime stage runs as ${user ?? 'root (no USER)'}`] : [];
}

/** Build stages (all but the last) must be Node 22, or an earlier stage. */
function buildStageProblems(stages, names) {
  return stages.flatMap((stage) =>
    names.has(stage.image) || /^node:22([.-]|$)/.test(stage.image)
      ? []
      : [`line ${stage.line}: FROM ${stage.from} (${stage.image || 'unresolved'}) is not Node 22 (node:22-slim)`],
  );
}

/** Problems of one Dockerfile; `serves frontends`: the gateway image must carry frontends/<area>/dist. */
export function dockerfileProblems(text, { servesFrontends = false } = {}) {
  const { stages } = stagesOf(text);
  const problems = [];
  if (stages.length < 2) problems.push('not multi-stage: build tools would ship in the image');
  const names = new Set(stages.map((s) => s.name).filter(Boolean));
  problems.push(...buildStageProblems(stages, names));
  const final = stages.at(-1);
  if (!final) return problems;
  if (!/^node:22-slim/.test(names.has(final.image) ? '' : final.image)) {
    problems.push(`the runtime stage is FROM ${final.image}, not node:22-slim`);
  }
  if (!runs(stages, /\bnpm ci\b(?!.*--omit=dev)/))
    problems.push('no build stage runs npm ci (with the dev dependencies to build)');
  if (!runs(stages, /\bturbo\b.*\brun build\b|\bturbo build\b/)) problems.push('no stage builds with turbo');
  if (!runs(stages, /\bnpm (ci|prune)\b.*--omit=dev/))
    problems.push('no production-only install (npm ci/prune --omit=dev)');

  problems.push(...rootProblems(final));
  const env = of(final, 'ENV')
    .map((i) => i.args)
    .join(' ');
  if (!/\bNODE_ENV=production\b/.test(env)) problems.push('the runtime stage does not set NODE_ENV=production');
  if (of(final, 'RUN').some((i) => /\bnpm (ci|install)\b/.test(i.args)))
    problems.push('the runtime stage installs packages itself');

  const healthcheck = of(final, 'HEALTHCHECK').at(-1)?.args ?? '';
  if (!healthcheck) problems.push('no HEALTHCHECK in the runtime stage');
  else {
    if (!/\/health\b/.test(healthcheck)) problems.push('the HEALTHCHECK does not ask /health');
    if (/\b(curl|wget)\b/.test(healthcheck))
      problems.push('the HEALTHCHECK uses curl/wget, which node:22-slim does not have');
    if (!/CMD\s+\[\s*"node"/.test(healthcheck)) problems.push('the HEALTHCHECK is not run with node');
  }
  if (!of(final, 'CMD').some((i) => /^\[\s*"node"/.test(i.args.trim())))
    problems.push('no CMD ["node", …] (exec form, so SIGTERM reaches node)');

  if (servesFrontends) {
    if (!runs(stages, /turbo\b.*--filter=["']?\.\/frontends\//)) problems.push('the frontends are not built');
    const copies = of(final, 'COPY').some((i) => /--from=/.test(i.args) && /frontends\/?\s*$/.test(i.args.trim()));
    if (!copies) problems.push('the runtime stage does not copy the built frontends (frontends/<area>/dist)');
  }
  return problems;
}

/**
 * Problems of a frontend remote's static image: Node 22 build stages (npm ci, turbo build of that
 * remote only), then a pinned nginx-unprivileged runtime stage that runs as a non-root user, has
 * a HEALTHCHECK on the remote's mf-manifest.json and copies nothing from the build but
 * frontends/<REMOTE>/dist. No Node, no npm at run time.
 */
export function remoteDockerfileProblems(text) {
  const { args, stages } = stagesOf(text);
  const problems = [];
  if (stages.length < 2) problems.push('not multi-stage: build tools would ship in the image');
  const names = new Set(stages.map((s) => s.name).filter(Boolean));
  const final = stages.at(-1);
  if (!final) return problems;
  problems.push(...buildStageProblems(stages.slice(0, -1), names));
  if (!/^nginxinc\/nginx-unprivileged:/.test(final.image))
    problems.push(`the runtime stage is FROM ${final.image || final.from}, not nginxinc/nginx-unprivileged`);
  const unpinned = unpinnedImageProblem(final.image);
  if (unpinned) problems.push(`the runtime image ${unpinned}`);
  if (!runs(stages.slice(0, -1), /\bnpm ci\b/)) problems.push('no build stage runs npm ci');
  if (!runs(stages.slice(0, -1), /\bturbo\b.*\brun build\b.*--filter=["']?\.\/frontends\/\$\{?REMOTE\}?["']?/))
    problems.push('no stage builds the remote alone with turbo (--filter=./frontends/<REMOTE>)');
  problems.push(...rootProblems(final));
  if (of(final, 'RUN').some((i) => /\b(npm|node|apk|apt-get)\b/.test(i.args)))
    problems.push('the runtime stage installs or runs build tools');
  const healthcheck = of(final, 'HEALTHCHECK').at(-1)?.args ?? '';
  if (!healthcheck) problems.push('no HEALTHCHECK in the runtime stage');
  else if (!/\/mf\/\$\{?REMOTE\}?\/mf-manifest\.json/.test(healthcheck))
    problems.push("the HEALTHCHECK does not ask the remote's /mf/<REMOTE>/mf-manifest.json");
  const fromBuild = of(final, 'COPY').filter((i) => /--from=/.test(i.args));
  if (fromBuild.length === 0) problems.push("the runtime stage does not copy the remote's dist");
  for (const copy of fromBuild) {
    const sources = copy.args
      .split(/\s+/)
      .filter((part) => part && !part.startsWith('--'))
      .slice(0, -1);
    if (!sources.every((source) => /(^|\/)frontends\/\$\{?REMOTE\}?\/dist\/?$/.test(source)))
      problems.push(`line ${copy.line}: COPY ${copy.args} copies more than frontends/<REMOTE>/dist`);
  }
  if (!('REMOTE' in args)) problems.push('no global ARG REMOTE');
  if (!of(final, 'EXPOSE').some((i) => /\b8080\b/.test(i.args)))
    problems.push('the runtime stage does not EXPOSE 8080');
  return problems;
}
