// Reads a Dockerfile into stages and checks what the marketplace's images promise: multi-stage on
// Node 22 (node:22-slim), dependencies installed with npm ci and built with turbo, production
// dependencies only at run time, a non-root user, NODE_ENV=production, a HEALTHCHECK on /health
// with node (the slim image has no curl), and for the gateway the built frontends.

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

const of = (stage, keyword) => stage.instructions.filter((i) => i.keyword === keyword);
const runs = (stages, pattern) => stages.some((stage) => of(stage, 'RUN').some((i) => pattern.test(i.args)));

/** Problems of one Dockerfile; `serves frontends`: the gateway image must carry frontends/<area>/dist. */
export function dockerfileProblems(text, { servesFrontends = false } = {}) {
  const { stages } = stagesOf(text);
  const problems = [];
  if (stages.length < 2) problems.push('not multi-stage: build tools would ship in the image');
  const names = new Set(stages.map((s) => s.name).filter(Boolean));
  for (const stage of stages) {
    if (!names.has(stage.image) && !/^node:22([.-]|$)/.test(stage.image)) {
      problems.push(
        `line ${stage.line}: FROM ${stage.from} (${stage.image || 'unresolved'}) is not Node 22 (node:22-slim)`,
      );
    }
  }
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

  const users = of(final, 'USER');
  const user = users.at(-1)?.args.trim();
  if (!user || /^(root|0)(:|$)/.test(user)) problems.push(`the runtime stage runs as ${user ?? 'root (no USER)'}`);
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
