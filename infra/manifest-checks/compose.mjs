// The product's services in infra/docker-compose.yml: which image (and so which service config)
// each one runs, what environment it gets, and whether the gateway's routes reach them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stagesOf, unpinnedImageProblem } from './dockerfile.mjs';

/** "art-marketplace/remote-catalogue:dev" → "catalogue": a frontend remote's static image. */
export const remoteOfImage = (image = '') => image.match(/^art-marketplace\/remote-([a-z0-9-]+)(:|$)/)?.[1];

/** "art-marketplace/identity:dev" → "identity"; undefined for infrastructure and remote images. */
export const workloadOfImage = (image = '') =>
  remoteOfImage(image) ? undefined : image.match(/^art-marketplace\/([a-z0-9-]+)(:|$)/)?.[1];

/**
 * Every compose service runs a pinned image (a tag other than latest, or a digest): a :latest or
 * untagged one changes under the stack between two pulls. A remote's image is built from its own
 * frontends/<area>/Dockerfile, whose REMOTE is that area.
 */
export function composeImageProblems(compose, { composeDir }) {
  const problems = [];
  for (const [name, service] of Object.entries(compose?.services ?? {})) {
    const where = `compose service ${name}`;
    if (!service.image && !service.build) problems.push(`${where}: neither image nor build`);
    if (service.image) {
      const unpinned = unpinnedImageProblem(service.image);
      if (unpinned) problems.push(`${where}: ${unpinned}`);
    }
    const remote = remoteOfImage(service.image);
    if (!remote) continue;
    const dockerfile = service.build?.dockerfile;
    if (!dockerfile) {
      problems.push(`${where}: no build.dockerfile for the remote image of ${remote}`);
      continue;
    }
    const file = path.resolve(composeDir, service.build.context ?? '.', dockerfile);
    if (!existsSync(file)) problems.push(`${where}: ${dockerfile} does not exist`);
    else {
      const built = { ...stagesOf(readFileSync(file, 'utf8')).args, ...(service.build.args ?? {}) }.REMOTE;
      if (built !== remote)
        problems.push(`${where}: builds the remote ${built || '(none)'} for the image of ${remote}`);
    }
  }
  return problems;
}

/** { KEY: value } from a compose `environment` (map or KEY=value list); problems for env_file. */
function environmentOf(service) {
  const environment = service.environment ?? {};
  if (Array.isArray(environment)) {
    return Object.fromEntries(
      environment.map((entry) => {
        const [key, ...value] = String(entry).split('=');
        return [key, value.length ? value.join('=') : null];
      }),
    );
  }
  return Object.fromEntries(
    Object.entries(environment).map(([key, value]) => [key, value === null ? null : String(value)]),
  );
}

/** [{ name, workload, env, problems }] for every compose service that runs a marketplace image. */
export function composeServices(compose, { composeDir }) {
  const result = [];
  for (const [name, service] of Object.entries(compose?.services ?? {})) {
    const workload = workloadOfImage(service.image);
    if (!workload) continue;
    const problems = [];
    const where = `compose service ${name}`;
    if (service.env_file)
      problems.push(`${where}: env_file hides the environment from the check; list it under environment`);
    const env = environmentOf(service);
    const build = service.build;
    if (!build?.dockerfile) problems.push(`${where}: no build.dockerfile, so the image cannot be built here`);
    else {
      const dockerfile = path.resolve(composeDir, build.context ?? '.', build.dockerfile);
      const exists = existsSync(dockerfile);
      if (!exists) problems.push(`${where}: ${build.dockerfile} does not exist`);
      // A service's own Dockerfile fixes SERVICE and PORT as defaults; build args override them.
      const declared = exists ? stagesOf(readFileSync(dockerfile, 'utf8')).args : {};
      const defaults = Object.fromEntries(Object.entries(declared).filter(([, value]) => value !== ''));
      const args = { ...defaults, ...(build.args ?? {}) };
      if ('SERVICE' in args && args.SERVICE !== workload)
        problems.push(`${where}: builds services/${args.SERVICE} for the image of ${workload}`);
      if ('PORT' in args && String(args.PORT) !== env.PORT)
        problems.push(`${where}: image PORT ${args.PORT} but PORT=${env.PORT}`);
    }
    result.push({ name, workload, env, problems });
  }
  return result;
}

/** A service's <NAME>_URL must reach the marketplace service NAME by its compose name and PORT. */
export function composeRouteProblems(services, workloads) {
  const problems = [];
  for (const from of services) {
    for (const to of services) {
      const key = `${to.workload.toUpperCase()}_URL`;
      if (to === from || !(key in (workloads[from.workload]?.keys ?? {}))) continue;
      const expected = `http://${to.name}:${to.env.PORT}`;
      if ((from.env[key] ?? '').replace(/\/+$/, '') !== expected) {
        problems.push(
          `compose service ${from.name}: ${key}=${from.env[key] ?? '(not set)'}, but ${to.workload} answers at ${expected}`,
        );
      }
    }
  }
  return problems;
}
